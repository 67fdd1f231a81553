/**
 * Typical weeks of each business category, written compactly: clauses of days and
 * intervals, later clauses overriding earlier ones ('daily 11:00-22:00; fri,sat 11:00-02:00;
 * mon closed'); null is a business that shows no hours.
 */
import type { BusinessCategory } from '@tampa-local/domain';
import type { Random, Weighted } from '../random';

export type HoursChoice = (r: Random) => string | null;

export const HOURS: Record<BusinessCategory, Weighted<HoursChoice>> = {
  restaurants: [
    [
      (r) => {
        const [open, close, late] = r.pick([
          ['11:00', '21:00', '22:00'],
          ['11:30', '22:00', '23:00'],
          ['11:00', '22:00', '23:00'],
        ] as const);
        return `daily ${open}-${close}; fri,sat ${open}-${late}`;
      },
      35,
    ],
    [(r) => `daily ${r.pick(['07:00', '07:30', '08:00'])}-${r.pick(['14:00', '15:00'])}; mon closed`, 18],
    [(r) => `daily 11:30-14:30,17:00-22:00; sat 12:00-15:00,17:00-23:00; ${r.pick(['mon', 'sun'])} closed`, 20],
    [() => 'daily 11:00-23:00; fri,sat 11:00-02:00', 10],
    [() => 'daily 00:00-24:00', 4],
    [() => null, 13],
  ],
  nightlife: [
    [() => 'daily 17:00-02:00; fri,sat 16:00-03:00; mon closed', 40],
    [() => 'daily 20:00-03:00; mon-wed closed', 22],
    [() => 'daily 16:00-00:00; fri 16:00-02:00; sat 14:00-02:00', 20],
    [() => 'daily 18:00-01:00; sun 12:00-15:00,18:00-23:00; mon,tue closed', 6],
    [() => null, 12],
  ],
  attractions: [
    [() => 'daily 10:00-17:00', 30],
    [() => 'daily 10:00-17:00; mon closed', 20],
    [() => 'daily 09:00-18:00; sat,sun 09:00-20:00', 18],
    [() => 'daily 18:00-22:00; mon-wed closed', 7],
    [() => 'daily 09:00-12:00,14:00-17:30; sun closed', 10],
    [() => null, 15],
  ],
  beaches: [
    [() => 'daily 06:00-22:00', 40],
    [(r) => `daily 07:00-${r.pick(['19:00', '20:00', '21:00'])}`, 25],
    [() => null, 35],
  ],
  shopping: [
    [() => 'daily 10:00-20:00; sun 12:00-18:00', 45],
    [() => 'daily 10:00-21:00', 20],
    [() => 'daily 11:00-19:00; mon closed', 15],
    [() => 'sat,sun 08:00-14:00', 6],
    [() => null, 14],
  ],
  fitness: [
    [() => 'daily 05:00-22:00; sat,sun 07:00-19:00', 33],
    [() => 'daily 00:00-24:00', 18],
    [() => 'mon-fri 06:00-10:00,16:00-20:30; sat 08:00-12:00', 25],
    [() => 'daily 06:00-21:00', 12],
    [() => null, 12],
  ],
  services: [
    [() => 'mon-fri 08:00-17:00; sat 09:00-13:00', 30],
    [() => 'mon-fri 08:00-17:00', 25],
    [() => 'mon-sat 07:00-18:00', 12],
    [() => 'daily 00:00-24:00', 5],
    [() => 'mon-fri 08:00-12:00,13:00-17:00', 10],
    [() => null, 18],
  ],
  beauty: [
    [() => 'tue-sat 09:00-19:00', 45],
    [() => 'daily 10:00-20:00; sun 11:00-17:00', 25],
    [() => 'mon-sat 09:00-18:00; thu 09:00-21:00', 15],
    [() => null, 15],
  ],
  hotels: [
    [() => 'daily 00:00-24:00', 88],
    [() => null, 12],
  ],
};
