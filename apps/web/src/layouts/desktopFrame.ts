import { createContext, useContext } from 'react';

/**
 * True inside the desktop layout: a page frame there leaves the top bar and the main landmark to the
 * layout and shows its heading at the start of the content column instead of a phone header.
 */
export const DesktopFrameContext = createContext(false);

export const useDesktopFrame = () => useContext(DesktopFrameContext);
