import {
  type ImportacaoResumo,
  SITUACOES_IMPORTACAO,
  type SituacaoImportacao,
} from '@backoffice/domain/importacao';
import { Badge, Loader } from '@mantine/core';

const CORES: Record<SituacaoImportacao, string> = {
  carregada: 'gray',
  simulando: 'blue',
  simulada: 'cyan',
  importando: 'blue',
  concluida: 'green',
  cancelada: 'orange',
  falhou: 'red',
};

/** The import's situation as a badge; a spinner while a job works on it. */
export function SituacaoBadge({ situacao }: { situacao: SituacaoImportacao }) {
  const andando = situacao === 'simulando' || situacao === 'importando';
  return (
    <Badge
      color={CORES[situacao]}
      variant="light"
      leftSection={andando ? <Loader size={10} color={CORES[situacao]} aria-hidden /> : undefined}
    >
      {SITUACOES_IMPORTACAO[situacao]}
    </Badge>
  );
}

const NUMERO = new Intl.NumberFormat('pt-BR');

/** 12345 → '12.345'. */
export function numero(n: number | null | undefined): string {
  return n === null || n === undefined ? '–' : NUMERO.format(n);
}

/** 1536 → '1,5 KB'. */
export function tamanhoArquivo(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const unidades = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < unidades.length - 1) {
    v /= 1024;
    i++;
  }
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(v)} ${unidades[i]}`;
}

/** 1 → 'linha', 2 → 'linhas': '1 linha', '1.234 linhas'. */
export function plural(n: number, um: string, varios: string): string {
  return `${numero(n)} ${n === 1 ? um : varios}`;
}

/** The rows an import writes: the valid ones and those with warnings. */
export function importaveis(i: Pick<ImportacaoResumo, 'nr_validas' | 'nr_avisos'>): number {
  return i.nr_validas + i.nr_avisos;
}

/** The import's job wrote something (it is past its dry run). */
export function jaGravou(
  i: Pick<ImportacaoResumo, 'nr_inseridas' | 'nr_atualizadas' | 'nr_ignoradas'>,
): boolean {
  return i.nr_inseridas + i.nr_atualizadas + i.nr_ignoradas > 0;
}
