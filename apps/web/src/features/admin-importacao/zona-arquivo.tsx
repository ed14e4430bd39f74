import { LIMITES_IMPORTACAO } from '@backoffice/domain/importacao';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import classes from './importacao.module.css';

/** What the file chooser offers (the server reads the content, whatever the name says). */
export const ACEITOS_IMPORTACAO =
  '.csv,.txt,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ZonaArquivoProps {
  aoEscolher: (arquivo: File) => void;
  /** Why no file can be chosen now (the kind is still to be chosen); the zone waits. */
  desativada?: string | false;
}

/**
 * Where the file goes: dropped on the zone, or picked by its button (the keyboard's way). The file
 * input itself stays hidden; the button opens it.
 */
export function ZonaArquivo({ aoEscolher, desativada }: ZonaArquivoProps) {
  const entrada = useRef<HTMLInputElement>(null);
  const idDica = useId();
  const [arrastando, setArrastando] = useState(false);
  const mb = LIMITES_IMPORTACAO.bytesUpload / 1024 / 1024;

  const sobre = (e: DragEvent) => {
    e.preventDefault();
    if (desativada) {
      e.dataTransfer.dropEffect = 'none';
      return;
    }
    e.dataTransfer.dropEffect = 'copy';
    setArrastando(true);
  };
  const soltar = (e: DragEvent) => {
    e.preventDefault();
    setArrastando(false);
    const arquivo = e.dataTransfer.files[0];
    if (arquivo && !desativada) aoEscolher(arquivo);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button inside is the way for everyone
    <div
      className={classes.zona}
      data-arrastando={arrastando || undefined}
      data-desativada={desativada ? true : undefined}
      data-testid="zona-arquivo"
      onDragOver={sobre}
      onDragEnter={sobre}
      onDragLeave={() => setArrastando(false)}
      onDrop={soltar}
    >
      <Stack align="center" gap={6}>
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconFileSpreadsheet size={24} />
        </ThemeIcon>
        <Text fw={600}>Arraste o arquivo para cá</Text>
        <Text size="sm" c="dimmed">
          ou
        </Text>
        <Button
          variant="default"
          onClick={() => entrada.current?.click()}
          disabled={Boolean(desativada)}
          aria-describedby={idDica}
        >
          Escolher arquivo
        </Button>
        <Text size="xs" c="dimmed" id={idDica} mt={4}>
          {desativada ||
            `Planilha CSV (separada por ; ou ,) ou XLSX, ou a exportação de dados (JSON) do portal. Até ${mb} MB.`}
        </Text>
      </Stack>
      <input
        ref={entrada}
        type="file"
        accept={ACEITOS_IMPORTACAO}
        hidden
        tabIndex={-1}
        data-testid="entrada-arquivo"
        onChange={(e) => {
          const arquivo = e.currentTarget.files?.[0];
          // cleared, so the same file can be chosen again after a refusal
          e.currentTarget.value = '';
          if (arquivo) aoEscolher(arquivo);
        }}
      />
    </div>
  );
}
