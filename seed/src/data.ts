import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './paths';
import type { SampleData } from './types';

const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(DATA_DIR, `${name}.json`), 'utf8')) as T;

export function loadSampleData(): SampleData {
  return {
    businesses: read('businesses'),
    influencers: read('influencers'),
    recommendations: read('recommendations'),
    events: read('events'),
    properties: read('properties'),
    videos: read('videos'),
    reviews: read('reviews'),
  };
}
