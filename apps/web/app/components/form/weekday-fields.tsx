import { weekdayLabels, weekdays } from '@maatwerk/contract';
import { TextField } from './text-field.tsx';
import { weekFieldName } from './weekly-ranges.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One optional text field a weekday, Maandag to Zondag, for a weekly pattern of time ranges. */
export const WeekdayFields = () =>
  weekdays.map((day) => (
    <TextField key={day} name={weekFieldName(day)} label={capital(weekdayLabels[day] ?? '')} optional />
  ));
