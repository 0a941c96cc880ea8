/** The operator's switch for timed bets (site parameter BET_OPEN) and the addresses it hides. */

/** Whether an address of the app leads to the bet screen (`/m/bet`, `/bet`), for menus to hide it. */
export const isBetAddress = (address: string): boolean => /^(\/m)?\/bet\/?([?#].*)?$/.test(address);

/** Whether the operator offers timed bets (site parameter BET_OPEN, '1' by default). */
export const betOffered = (settings: { BET_OPEN?: string | null | undefined }): boolean =>
  settings.BET_OPEN !== '0';
