/** What creators say about the places they recommend and under their posts. */

export const QUOTES = [
  'Best {sells} in {area}, hands down.',
  'I keep coming back to {name} for the {sells}.',
  '{name} never misses. Go for the {sells}.',
  'Hidden gem in {area}: ask for the {sells}.',
  'If you only try one place in {area}, make it {name}.',
  'Friendly staff, fair prices and great {sells}.',
  'My go-to for {sells} when friends visit Tampa.',
  'Worth the drive from anywhere in the bay.',
];
export const CAPTIONS = [
  'Weekend plans: sorted.',
  'Tampa, you did it again.',
  'Save this for your next visit.',
  'Golden hour hits different here.',
  'Tag someone who needs this.',
  'New favorite unlocked.',
  'Round two already booked.',
  'Cigar City classics.',
];
