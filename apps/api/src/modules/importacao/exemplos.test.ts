import { readFileSync } from 'node:fs';
import { TIPOS_IMPORTACAO } from '@backoffice/domain/importacao';
import { exemploCsv } from '@backoffice/domain/importacao-campos';
import { describe, expect, it } from 'vitest';

describe('the example files of docs/importacao', () => {
  it.each(TIPOS_IMPORTACAO)('docs/importacao/%s.csv is the example the screen offers', (tipo) => {
    const arquivo = new URL(`../../../../../docs/importacao/${tipo}.csv`, import.meta.url);
    expect(readFileSync(arquivo, 'utf8')).toBe(exemploCsv(tipo));
  });
});
