import type { PaginaAbaProps } from '../../lib/tabs';
import { useTabs } from '../../lib/tabs';
import { CurriculoEditor } from './curriculo-editor';

/**
 * Tab 'Dados do candidato' (key DadosCandidato, parameter cdPessoaCandidato): the candidate's resume
 * editor; without a code, a new registration that reopens the tab with the new code once stored.
 */
export function DadosCandidatoPage({ params }: PaginaAbaProps) {
  const tabs = useTabs();
  const cd = Number(params.cdPessoaCandidato);
  const existe = Number.isInteger(cd) && cd > 0;
  return (
    <CurriculoEditor
      key={existe ? cd : 'novo'}
      cdPessoaCandidato={existe ? cd : undefined}
      onCadastrado={(novo) => tabs.abrir('DadosCandidato', { cdPessoaCandidato: novo })}
    />
  );
}
