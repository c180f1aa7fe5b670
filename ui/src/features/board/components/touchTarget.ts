/** A finger-sized target (44 px), as touch guidelines ask of a screen used with gloves and wet hands. */
export const TOUCH_TARGET_PX = 44;
