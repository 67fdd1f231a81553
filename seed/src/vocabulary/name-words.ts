/** Words business, event and creator names are made of. */

// prettier-ignore
export const ADJECTIVES = [
  'Golden', 'Salty', 'Sunny', 'Coastal', 'Tropical', 'Little', 'Old', 'Blue', 'Copper', 'Rusty', 'Green', 'Velvet',
  'Wild', 'Lucky', 'Happy', 'Barefoot', 'Urban', 'Brick', 'Electric', 'Hidden', 'Humble', 'Silver', 'Coral',
  'Southern', 'Bright', 'Twisted', 'Sandy', 'Saltwater', 'Palm', 'Island', 'Driftwood', 'Royal', 'Crimson', 'Tidal',
  'Harbor', 'Sunken', 'Laughing', 'Rolling', 'Secret', 'Lazy',
];

// prettier-ignore
export const THINGS = [
  'Pelican', 'Mango', 'Grouper', 'Cigar', 'Palm', 'Anchor', 'Lime', 'Citrus', 'Heron', 'Dolphin', 'Gator', 'Flamingo',
  'Manatee', 'Tarpon', 'Pirate', 'Sailfish', 'Orchid', 'Hibiscus', 'Stingray', 'Lighthouse', 'Streetcar', 'Rooster',
  'Conch', 'Oyster', 'Coconut', 'Guava', 'Egret', 'Seahorse', 'Banyan', 'Compass',
];

// prettier-ignore
export const FIRST_NAMES = [
  'Maria', 'Luis', 'Ana', 'Carlos', 'Sofia', 'Diego', 'Isabella', 'Mateo', 'Camila', 'Javier', 'Emily', 'James',
  'Olivia', 'Noah', 'Ava', 'Liam', 'Mia', 'Ethan', 'Harper', 'Lucas', 'Chloe', 'Marcus', 'Jasmine', 'Andre',
  'Keisha', 'Tyrone', 'Aaliyah', 'DeShawn', 'Priya', 'Arjun', 'Mei', 'Kenji', 'Linh', 'Minh', 'Hana', 'Omar',
  'Fatima', 'Yusuf', 'Giulia', 'Marco', 'Elena', 'Nikos', 'Sean', 'Bridget', 'Tyler', 'Dani', 'Jordan', 'Maya',
  'Gabi', 'Dre', 'Rosa', 'Tony', 'Frank', 'Nina', 'Sam', 'Alex', 'Taylor', 'Morgan', 'Casey', 'Riley',
];

// prettier-ignore
export const LAST_NAMES = [
  'Garcia', 'Rodriguez', 'Martinez', 'Lopez', 'Hernandez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres',
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas', 'Jackson',
  'White', 'Harris', 'Martin', 'Thompson', 'Moore', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker',
  'Nguyen', 'Tran', 'Patel', 'Shah', 'Kim', 'Park', 'Chen', 'Wong', 'Rossi', 'Ferrara', 'Papadopoulos', "O'Brien",
  'Murphy', 'Cohen', 'Haddad', 'Ali', 'Diaz', 'Reyes', 'Cruz', 'Morales', 'Ortiz', 'Castillo', 'Vega', 'Rivera',
];
