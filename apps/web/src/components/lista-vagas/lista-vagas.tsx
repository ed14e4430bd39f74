import type { FormatoExportacao } from '@backoffice/domain/gerencial';
import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  type MantineSpacing,
  Paper,
  Stack,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { BotoesExportacao } from '../lista/botoes-exportacao';
import { TabelaLista, type TabelaListaProps } from '../lista/tabela-lista';
import classes from './lista-vagas.module.css';

export interface ListaVagasProps<T extends object> {
  /** The screen's heading; without it the list has no header (a list inside a drawer). */
  titulo?: string;
  /** Padding around the screen. */
  p?: MantineSpacing;
  /** Buttons of the header, before the export buttons and the filters' button. */
  acoes?: ReactNode;
  /** Downloads the list in a format: shows 'Exportar CSV' and 'Exportar XLSX'. Errors are the caller's to show. */
  exportar?: (formato: FormatoExportacao) => Promise<void>;
  /** The screen's filter fields, in a panel the header's button shows and hides. */
  filtros?: ReactNode;
  /**
   * The applied filters in short words ('Vagas: Minhas'): while the panel is collapsed the list shows
   * them on one line of chips instead of the fields.
   */
  filtrosAtivos?: readonly string[];
  /** Whether the filter panel is shown, when the screen keeps it (with `aoAlternarFiltros`). */
  filtrosAbertos?: boolean;
  aoAlternarFiltros?: (abertos: boolean) => void;
  /** Whether the filter panel starts shown, when the list keeps it itself (default false: the chips). */
  filtrosAbertosInicial?: boolean;
  /** The list's failure: a red alert with this title, and the text when it says more. */
  tituloErro: string;
  erro?: string | null;
  /** 'Tentar novamente' in the alert of a failure. */
  tentarNovamente?: () => void;
  /** A notice over the list (the list was cut at its limit). */
  aviso?: ReactNode;
  /** Identity of the list shown: another one starts the table anew (first page, no text filter). */
  chaveTabela: string;
  tabela: TabelaListaProps<T>;
  /** Places the list (alerts and table) in the screen's own layout (beside a side panel). */
  envolverLista?: (lista: ReactNode) => ReactNode;
  /** What the screen shows over the list (its modals). */
  children?: ReactNode;
}

/**
 * The vacancy-list screens' frame: the heading with the screen's buttons, the export buttons and
 * 'Mostrar filtros'/'Ocultar filtros'; the collapsible filter panel; the failure alert (with 'Tentar
 * novamente') and the notice of a cut list; the table (`TabelaLista`: text filter, sort, pages,
 * 'Carregando...' and the empty text). The screen brings its filter fields, columns and query.
 */
export function ListaVagas<T extends object>({
  titulo,
  p,
  acoes,
  exportar,
  filtros,
  filtrosAtivos,
  filtrosAbertos,
  aoAlternarFiltros,
  filtrosAbertosInicial = false,
  tituloErro,
  erro,
  tentarNovamente,
  aviso,
  chaveTabela,
  tabela,
  envolverLista,
  children,
}: ListaVagasProps<T>) {
  const [abertosProprios, setAbertosProprios] = useState(filtrosAbertosInicial);
  const abertos = filtrosAbertos ?? abertosProprios;
  const [baixando, setBaixando] = useState<FormatoExportacao | null>(null);

  function alternarFiltros() {
    setAbertosProprios(!abertos);
    aoAlternarFiltros?.(!abertos);
  }

  async function baixar(formato: FormatoExportacao) {
    if (!exportar) return;
    setBaixando(formato);
    try {
      await exportar(formato);
    } catch {
      // the API client showed the error
    } finally {
      setBaixando(null);
    }
  }

  const lista = (
    <Stack gap="xs">
      {erro && (
        <Alert color="red" title={tituloErro}>
          {erro !== tituloErro ? erro : null}
          {tentarNovamente && (
            <Button size="xs" variant="light" color="red" mt="xs" onClick={tentarNovamente}>
              Tentar novamente
            </Button>
          )}
        </Alert>
      )}
      {aviso && (
        <Alert color="yellow" variant="light">
          {aviso}
        </Alert>
      )}
      <TabelaLista key={chaveTabela} {...tabela} />
    </Stack>
  );

  return (
    <Stack gap="sm" p={p}>
      {(titulo || acoes || exportar || filtros) && (
        <Group justify="space-between">
          {titulo && (
            <Title order={2} size="h4">
              {titulo}
            </Title>
          )}
          <Group gap="xs">
            {acoes}
            {exportar && <BotoesExportacao baixando={baixando} exportar={(f) => void baixar(f)} />}
            {filtros && (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                aria-expanded={abertos}
                onClick={alternarFiltros}
              >
                {abertos ? 'Ocultar filtros' : 'Mostrar filtros'}
              </Button>
            )}
          </Group>
        </Group>
      )}
      {filtros && !abertos && filtrosAtivos && filtrosAtivos.length > 0 && (
        // the applied filters on one line; the header's button opens the fields
        <ul className={classes.chips} aria-label="Filtros aplicados" title={filtrosAtivos.join(' · ')}>
          {filtrosAtivos.map((c) => (
            <li key={c}>
              <Badge variant="light" color="gray" size="lg" radius="sm" tt="none" fw={500}>
                {c}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {filtros && (
        <Collapse expanded={abertos}>
          <Paper withBorder p="sm">
            {filtros}
          </Paper>
        </Collapse>
      )}
      {envolverLista ? envolverLista(lista) : lista}
      {children}
    </Stack>
  );
}
