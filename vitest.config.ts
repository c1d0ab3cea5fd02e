/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Runs through Astro's Vite config so `import.meta.env` and aliases match the build.
export default getViteConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/model/**/*.test.ts',
      'src/**/*.test.ts',
      'machines/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/oracle/**/*.test.ts',
      'tests/platforms/**/*.test.ts',
    ],
    environment: 'node',
    // Every documented JSON answer is checked against its schema as it leaves (src/server/http/openapi.ts).
    env: { CHECK_ANSWERS: '1' },
    setupFiles: ['tests/failOnQueuedQueries.ts'],
  },
});
