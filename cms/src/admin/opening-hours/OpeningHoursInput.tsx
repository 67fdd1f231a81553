import * as React from 'react';
import { Box, Button, Field, Flex, IconButton, Typography } from '@strapi/design-system';
import { Plus, Trash } from '@strapi/icons';
import { useField, type InputProps } from '@strapi/strapi/admin';
import { DAY_KEYS, type DayKey, type OpeningInterval } from '@tampa-local/domain';
import { NEW_INTERVAL, canAddInterval, fromRows, problemOf, timeInputValue, toRows, type WeekRows } from './model';

const DAY_NAMES: Record<DayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * Opening hours as editors think of them: each day, its opening and closing times (up to
 * four intervals a day, a close before the open runs past midnight, no intervals = closed).
 * The domain's rules run as the editor types and name the problem under the field; the cms
 * runs the same rules on save, so a bad value never reaches the site.
 */
export function OpeningHoursInput({ name, label, hint, labelAction, required, disabled }: InputProps) {
  const field = useField<unknown>(name);
  const rows = React.useMemo(() => toRows(field.value), [field.value]);
  const problem = rows ? problemOf(rows) : null;
  const error = field.error ?? problem ?? undefined;
  const describedBy = `${name}-opening-hours-message`;

  const change = (next: WeekRows) => field.onChange(name, fromRows(next));
  const update = (day: DayKey, intervals: OpeningInterval[]) => rows && change({ ...rows, [day]: intervals });

  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Field.Label action={labelAction}>{label}</Field.Label>
        {rows === null ? (
          <Flex direction="column" alignItems="flex-start" gap={2}>
            <Typography variant="omega" textColor="danger600">
              These hours are not in a form the editor can read: {JSON.stringify(field.value)}
            </Typography>
            <Button variant="secondary" disabled={disabled} onClick={() => field.onChange(name, null)}>
              Start over
            </Button>
          </Flex>
        ) : (
          <Box tag="ul" role="list" aria-describedby={describedBy}>
            {DAY_KEYS.map((day) => (
              <Day
                key={day}
                day={day}
                intervals={rows[day]}
                disabled={disabled}
                canAdd={canAddInterval(rows, day)}
                onChange={(intervals) => update(day, intervals)}
              />
            ))}
          </Box>
        )}
        <Box id={describedBy}>
          <Field.Hint />
          <Field.Error />
        </Box>
      </Flex>
    </Field.Root>
  );
}

interface DayProps {
  day: DayKey;
  intervals: OpeningInterval[];
  disabled?: boolean;
  canAdd: boolean;
  onChange: (intervals: OpeningInterval[]) => void;
}

function Day({ day, intervals, disabled, canAdd, onChange }: DayProps) {
  const dayName = DAY_NAMES[day];
  const set = (index: number, key: keyof OpeningInterval, time: string) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, [key]: time } : interval)));
  const suffix = (index: number) => (intervals.length > 1 ? ` ${index + 1}` : '');

  return (
    <Box tag="li" paddingTop={1} paddingBottom={1}>
      <Flex gap={4} alignItems="flex-start" wrap="wrap">
        <Box minWidth="6rem" paddingTop={2}>
          <Typography variant="omega" fontWeight="bold" id={`hours-${day}`}>
            {dayName}
          </Typography>
        </Box>
        <Flex direction="column" alignItems="flex-start" gap={2} role="group" aria-labelledby={`hours-${day}`}>
          {intervals.length === 0 && (
            <Box paddingTop={2}>
              <Typography variant="omega" textColor="neutral600">
                Closed
              </Typography>
            </Box>
          )}
          {intervals.map((interval, index) => (
            <Flex key={index} gap={2} alignItems="center">
              <TimeInput
                label={`${dayName} opens${suffix(index)}`}
                value={interval.open}
                disabled={disabled}
                onChange={(time) => set(index, 'open', time)}
              />
              <Typography aria-hidden>–</Typography>
              <TimeInput
                label={`${dayName} closes${suffix(index)}`}
                value={interval.close}
                disabled={disabled}
                onChange={(time) => set(index, 'close', time)}
              />
              <IconButton
                label={`Remove ${dayName} hours${suffix(index)}`}
                variant="ghost"
                disabled={disabled}
                onClick={() => onChange(intervals.filter((_, i) => i !== index))}
              >
                <Trash />
              </IconButton>
            </Flex>
          ))}
          {canAdd && (
            <Button
              variant="tertiary"
              size="S"
              startIcon={<Plus />}
              disabled={disabled}
              aria-label={`Add ${dayName} hours`}
              onClick={() => onChange([...intervals, { ...NEW_INTERVAL }])}
            >
              Add hours
            </Button>
          )}
        </Flex>
      </Flex>
    </Box>
  );
}

interface TimeInputProps {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (time: string) => void;
}

/** The browser's own time input: typed or picked, with the keyboard on every platform. */
function TimeInput({ label, value, disabled, onChange }: TimeInputProps) {
  return (
    <input
      type="time"
      aria-label={label}
      value={timeInputValue(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{
        font: 'inherit',
        padding: '0.5rem 0.75rem',
        borderRadius: 4,
        border: '1px solid #c0c0cf',
        background: 'inherit',
        color: 'inherit',
      }}
    />
  );
}
