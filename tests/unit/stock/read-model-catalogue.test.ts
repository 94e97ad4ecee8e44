/** The server's reader of a site's model catalogue: the lead fields of each model, or every problem at once. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCatalogueFile, ModelCatalogueError, parseModelCatalogue, readModelCatalogue } from '../../../src/stock/read-model-catalogue.ts';

/** A whole catalogue entry: the server checks it with the same schema as the build. */
const TIGUAN = {
  id: 1,
  slug: 'tiguan',
  name: 'Tiguan',
  manufacturer_name: 'Volkswagen',
  manufacturer_slug: 'volkswagen',
  short_description: 'A family SUV.',
  description: '<p>A family SUV.</p>',
  status: 'new',
  body: ['SUV', 'Passenger'],
  bodyStyle: ['SUV'],
  fuel: ['Petrol'],
  variant: '',
  override_url: null,
  image: { url: '/images/tiguan.svg', thumb: '/images/tiguan-thumb.svg', alt: 'Volkswagen Tiguan' },
  price_from: 45990,
  features: [],
};

describe('the model catalogue reader', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'models-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps what a lead needs of each model', () => {
    expect(parseModelCatalogue(JSON.stringify([TIGUAN]), 'models.json')).toEqual([
      { slug: 'tiguan', name: 'Tiguan', manufacturer_name: 'Volkswagen', manufacturer_slug: 'volkswagen', status: 'new' },
    ]);
  });

  it('refuses a catalogue with bad entries, a repeated slug or no list, naming each problem', () => {
    const bad = () => parseModelCatalogue(JSON.stringify([TIGUAN, { ...TIGUAN, status: 'soon' }, { ...TIGUAN, name: 'Tiguan Allspace' }]), 'models.json');
    expect(bad).toThrow(ModelCatalogueError);
    try {
      bad();
    } catch (error) {
      const { problems } = error as ModelCatalogueError;
      expect(problems.some((problem) => problem.startsWith('models.json -> [1].status:'))).toBe(true);
      expect(problems).toContain("models.json: the slug 'tiguan' is used by more than one model");
    }
    expect(() => parseModelCatalogue('{}', 'models.json')).toThrow('expected a list of models');
    expect(() => parseModelCatalogue('nope', 'models.json')).toThrow('not valid JSON');
  });

  it('reads the site data folder\'s models.json, and a folder without one has no models', async () => {
    expect(await readModelCatalogue(dir)).toEqual([]);
    await writeFile(modelCatalogueFile(dir), JSON.stringify([TIGUAN]));
    expect((await readModelCatalogue(dir)).map((model) => model.slug)).toEqual(['tiguan']);
  });
});
