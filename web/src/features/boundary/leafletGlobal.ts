// leaflet-geoman extends the global `L`: make sure it is the Leaflet the app's maps use, before
// the plugin is evaluated (imported ahead of it in BoundaryMap.tsx).
import L from 'leaflet';

(globalThis as unknown as { L: typeof L }).L = L;
