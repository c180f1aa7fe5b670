// Mantine's date pickers write months and weekdays through dayjs, in the locale that DatesProvider
// names (AppProviders: 'es'), which dayjs must have loaded first. Every picker comes from here, after
// the Spanish locale, so dayjs (4 kB gzipped) loads with the pages that have a picker, not with the app.
import 'dayjs/locale/es';

export { DateInput, DateTimePicker, TimePicker } from '@mantine/dates';
