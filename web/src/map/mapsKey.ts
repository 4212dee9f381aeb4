// The Google Maps browser key of this deployment (appConfig.googleMapsBrowserKey, read once by the
// app layout's query), for every map of the app: the results map and the boundary editor use
// Google's map when it is set, the offline map otherwise.
import { createContext, useContext } from 'react';

export const MapsKeyContext = createContext<string | null>(null);

/** The browser key, or null (no key: the offline map). */
export const useMapsKey = () => useContext(MapsKeyContext);
