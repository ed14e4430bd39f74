import { useState } from 'react';
import { useTabs } from '../../lib/tabs';
import { CurriculoEditor } from './curriculo-editor';

/**
 * Inner tab 'Criar currículo' of a workspace: a blank resume editor; a stored registration opens
 * the tab 'Dados do candidato' with its code and this one starts blank again.
 */
export function CriarCurriculoTab() {
  const tabs = useTabs();
  const [rodada, setRodada] = useState(0);
  return (
    <CurriculoEditor
      key={rodada}
      onCadastrado={(cd) => {
        setRodada((r) => r + 1);
        tabs.abrir('DadosCandidato', { cdPessoaCandidato: cd });
      }}
    />
  );
}
