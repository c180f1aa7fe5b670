// The toasts' container alone, for AppProviders to load after the first screen: importing it from
// the package in AppProviders itself would keep it with the package's store in the first load.
export { Notifications as default } from '@mantine/notifications';
