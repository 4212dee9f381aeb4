# syntax=docker/dockerfile:1
# One image for both services (docs/deploying.md): the main API (default command) and the
# gateway (command `node --initial-old-space-size=256 --no-memory-reducer --import ./deploy/ts.mjs
# gateway/src/server.ts`, the flags of GATEWAY_NODE_FLAGS in gateway/src/config.ts). The web app
# and GraphiQL are built here, at image time; the runtime stage holds only production
# dependencies and runs as `node`.

ARG NODE_IMAGE=node:22-bookworm-slim

# --- all dependencies (the build needs vite, relay-compiler, typescript)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- build: schema.graphql, Relay artifacts and persisted queries, web bundle, GraphiQL bundle
FROM deps AS build
COPY . .
RUN node scripts/build.mjs --force

# --- production dependencies only
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    MAIN_API_HOST=0.0.0.0 \
    MAIN_API_PORT=4001 \
    HOST=0.0.0.0 \
    WEB_DIST=/app/web/dist \
    PERSISTED_QUERIES_FILE=/app/web/persisted-queries.json \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json tsconfig.json ./
COPY --chown=root:root api ./api
COPY --chown=root:root gateway ./gateway
COPY --chown=root:root shared ./shared
COPY --chown=root:root scripts/serve.ts ./scripts/serve.ts
COPY --chown=root:root deploy/healthcheck.mjs deploy/ts.mjs deploy/ts-hooks.mjs ./deploy/
COPY --from=build --chown=root:root /app/schema.graphql ./schema.graphql
COPY --from=build --chown=root:root /app/web/dist ./web/dist
COPY --from=build --chown=root:root /app/web/persisted-queries.json ./web/persisted-queries.json
COPY --from=build --chown=root:root /app/gateway/graphiql/dist ./gateway/graphiql/dist
# The code is read-only for the process; only the data dir (PGlite, laptop mode) is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000 4001
# Liveness: the gateway's /healthz when PORT is set for it, else the main API's /livez.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "--import", "./deploy/ts.mjs", "api/src/server.ts"]
