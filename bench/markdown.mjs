#!/usr/bin/env node
/** Prints bench/results/latest.json (or the file given) as the Markdown tables of docs/performance.md. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { formatMarkdown } from './lib/report.mjs';

const file = process.argv[2] ?? path.join(ROOT, 'bench', 'results', 'latest.json');
process.stdout.write(`${formatMarkdown(JSON.parse(readFileSync(file, 'utf8')))}\n`);
