/**
 * Renders the illustrations of the sample data into seed/images: every picture is drawn
 * as SVG from simple shapes and encoded to WebP with sharp. No clock and no Math.random,
 * so the output is the same bytes on every run (sharp is pinned exactly).
 *
 *   npm run images -w seed                           # writes seed/images/*.webp
 *   npm run images -w seed -- --only=beach-palms,avatar-maya
 *   npm run images -w seed -- --check                # fails if a file differs from its drawing
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGES_DIR } from '../src/paths';
import { SCENES, renderImage } from './images/render';

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const only = argv.find((arg) => arg.startsWith('--only='));
  const unknown = argv.filter((arg) => arg !== '--check' && !arg.startsWith('--only='));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown[0]}. Use --check or --only=name,name.`);
  const names = only ? only.slice('--only='.length).split(',') : Object.keys(SCENES).sort();
  let total = 0;
  const differing: string[] = [];
  for (const name of names) {
    const bytes = await renderImage(name);
    const file = path.join(IMAGES_DIR, `${name}.webp`);
    total += bytes.length;
    if (check) {
      const stored = await readFile(file).catch(() => null);
      if (!stored?.equals(bytes)) differing.push(`${name}.webp`);
    } else {
      await writeFile(file, bytes);
      console.log(`${name}.webp`.padEnd(34), `${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
  if (check) {
    if (differing.length > 0) {
      console.error(
        `${differing.length} of ${names.length} images differ from their drawings: ${differing.join(', ')}`,
      );
      return 1;
    }
    console.log(`${names.length} images match their drawings.`);
    return 0;
  }
  console.log(`${names.length} images, ${(total / 1024).toFixed(1)} KB in total`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
