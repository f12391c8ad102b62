import { createContext, useContext } from 'react';

/** Lets any screen (e.g. not-found, D6) open the site search that the layout owns. */
export const OpenSearchContext = createContext<() => void>(() => {});

export const useOpenSearch = () => useContext(OpenSearchContext);
