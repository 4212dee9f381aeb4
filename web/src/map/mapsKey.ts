// The Google Maps browser key of this deployment (appConfig.googleMapsBrowserKey, read once by the
// app layout's query), for the maps deep in a page that have no query of their own: the boundary
// editor draws on Google's map when it is set, on the offline map otherwise.
import { createContext, useContext } from 'react';

export const MapsKeyContext = createContext<string | null>(null);

/** The browser key, or null (no key: the offline map). */
export const useMapsKey = () => useContext(MapsKeyContext);
