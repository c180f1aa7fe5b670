/** The top bar's height: the layout's header, and the line below which toasts start so they never cover it. */
export const TOP_BAR_HEIGHT = 60;
