import { CONTRATOS_DADOS_CANDIDATO as C } from '@backoffice/domain/contratos/dados-candidato';
import { MENSAGENS_DADOS_CANDIDATO as M, type RelacionadoWebLinha } from '@backoffice/domain/dados-candidato';
import { formatarData } from '@backoffice/domain/datas';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/controls/list-states';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta } from '../../lib/dados';

const COLUNAS: ColunaLista<RelacionadoWebLinha>[] = [
  { id: 'requisicao', titulo: 'Requisição', celula: (l) => l.NR_REQUISICAO, ordenar: (l) => l.NR_REQUISICAO },
  { id: 'vagas', titulo: 'Vagas', celula: (l) => l.QTD_VAGAS, ordenar: (l) => l.QTD_VAGAS },
  {
    id: 'cidade',
    titulo: 'Cidade de serviço',
    celula: (l) => l.DS_CIDADE_SERVICO,
    ordenar: (l) => l.DS_CIDADE_SERVICO,
  },
  {
    id: 'descartado',
    titulo: 'Situação',
    celula: (l) =>
      l.ID_DESCARTAR === 'S' ? (
        <Badge color="red" variant="light">
          Descartado
        </Badge>
      ) : (
        <Badge variant="light">Inscrito</Badge>
      ),
    ordenar: (l) => l.ID_DESCARTAR,
  },
  {
    id: 'data',
    titulo: 'Inscrito em',
    celula: (l) => formatarData(l.CRIADO_EM),
    ordenar: (l) => comoData(l.CRIADO_EM),
  },
];

/** 'Relacionados WEB' of the candidate data page (spec 002 §2.3, §3.4): the online applications. */
export function RelacionadosWebTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const q = useQuery(
    consulta(C.relacionadosWeb, { params: { candidate: cdPessoaCandidato } }, M.erroRelacionadosWeb),
  );
  if (q.isError) return <EmptyState text={M.erroRelacionadosWeb} />;
  return (
    <TabelaLista
      rotulo="Relacionados WEB"
      colunas={COLUNAS}
      linhas={q.data}
      carregando={q.isPending}
      chave={(l) => `${l.NR_REQUISICAO}-${l.CRIADO_EM}`}
      filtro
      larguraMinima={620}
    />
  );
}
