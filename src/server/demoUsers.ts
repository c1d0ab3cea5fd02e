/** Demo accounts seeded into an empty database outside production (README lists them). */
export const demoUsers = [
  { email: 'member@demo.local', password: 'Member#2026', firstName: 'Maria', lastName: 'Novak', role: 'USER' },
  { email: 'admin@demo.local', password: 'Admin#2026', firstName: 'Adam', lastName: 'Keller', role: 'ADMIN' },
] as const;
