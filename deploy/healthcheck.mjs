// The image's HEALTHCHECK: the gateway's /healthz when SERVICE=gateway, else the main API's
// /livez (neither touches the database, so a database outage restarts nothing).
const gateway = process.env.SERVICE === 'gateway';
const port = gateway ? process.env.PORT || 4000 : process.env.MAIN_API_PORT || 4001;
const url = `http://127.0.0.1:${port}${gateway ? '/healthz' : '/livez'}`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(2500) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
