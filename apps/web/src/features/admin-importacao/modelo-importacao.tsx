import {
  ROTULOS_TIPO_IMPORTACAO,
  TIPOS_IMPORTACAO,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { exemploCsv } from '@backoffice/domain/importacao-campos';
import { Button, Group, type MantineSize } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { salvarArquivo } from '../../lib/download';

/** The name of a kind's model file. */
export function nomeModelo(tipo: TipoImportacao): string {
  return `modelo-${tipo}.csv`;
}

/**
 * Downloads the documented example of a kind, built here (no server call). The byte order mark
 * makes Excel read the accents as UTF-8.
 */
export function baixarModelo(tipo: TipoImportacao): void {
  const csv = exemploCsv(tipo);
  const texto = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
  salvarArquivo(new Blob([texto], { type: 'text/csv;charset=utf-8' }), nomeModelo(tipo));
}

/** 'Baixar modelo de candidatos'. */
export function rotuloModelo(tipo: TipoImportacao): string {
  return `Baixar modelo de ${ROTULOS_TIPO_IMPORTACAO[tipo].toLowerCase()}`;
}

/** One button per kind, each downloading its model. */
export function BotoesModelo({ tamanho = 'sm' }: { tamanho?: MantineSize }) {
  return (
    <Group gap="xs" justify="center">
      {TIPOS_IMPORTACAO.map((tipo) => (
        <Button
          key={tipo}
          size={tamanho}
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={rotuloModelo(tipo)}
          onClick={() => baixarModelo(tipo)}
        >
          {ROTULOS_TIPO_IMPORTACAO[tipo]}
        </Button>
      ))}
    </Group>
  );
}
