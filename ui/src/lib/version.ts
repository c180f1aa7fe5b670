export const appVersion: string = __APP_VERSION__;
