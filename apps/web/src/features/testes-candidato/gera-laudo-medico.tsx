import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import type { DeficienciaCandidato } from '@backoffice/domain/curriculo';
import { formatarDataHora } from '@backoffice/domain/datas';
import { LIMITES_TESTES, MENSAGENS_TESTES as M } from '@backoffice/domain/testes';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta, invalidar } from '../../lib/dados';
import { notify } from '../../lib/notify';
import { abrirPdf, baixarLaudoMedico } from './api-testes';

interface Leitura {
  ID: number;
  ID_TIPO: 'M' | 'A';
  ID_CID_CANDIDATO: number | null;
  NM_TIPO_DEFICIENCIA: string | null;
  CD_USUARIO: number;
  NM_USUARIO: string | null;
  LIDO_EM: string;
}

/**
 * Gera laudo médico (spec 002 §2.3, §5, §9): the candidate's disabilities (only the first 10 are
 * listed), at least one chosen; the api renders the PDF and records the reading, shown below with
 * the readings of the disability report files.
 */
export function GeraLaudoMedico({ cdPessoaCandidato: cd }: { cdPessoaCandidato: number }) {
  const qc = useQueryClient();
  const deficiencias = useQuery({
    ...consulta(CONTRATOS_CANDIDATO.deficiencias, { params: { id: cd } }, M.erroDeficiencias),
  });
  const leituras = useQuery({
    ...consulta(C.leiturasLaudo, { params: { cd } }, 'Não foi possível carregar as leituras.'),
  });
  const [marcadas, setMarcadas] = useState<Set<number>>(new Set());
  const [erro, setErro] = useState<string | null>(null);
  const laudo = useMutation({
    mutationFn: (ids: number[]) => abrirPdf(() => baixarLaudoMedico(cd, ids)),
    onSuccess: (ok) => {
      if (ok) notify.sucesso('Laudo médico gerado.');
    },
    // the report records a reading
    onSettled: () => invalidar(qc, C.leiturasLaudo),
  });
  const lista = (deficiencias.data ?? []).slice(0, LIMITES_TESTES.deficienciasLaudo);

  function gerar() {
    if (marcadas.size === 0) {
      setErro(M.selecioneDeficiencia);
      notify.aviso(M.selecioneDeficiencia);
      return;
    }
    setErro(null);
    laudo.mutate([...marcadas]);
  }

  const alternar = (id: number) => {
    const n = new Set(marcadas);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    setMarcadas(n);
  };
  const colunas: ColunaLista<DeficienciaCandidato>[] = [
    {
      id: 'marcar',
      titulo: 'Incluir',
      largura: 80,
      celula: (d) => (
        <Checkbox
          aria-label={`Incluir ${d.NM_TIPO_DEFICIENCIA} no laudo`}
          checked={marcadas.has(d.ID_CID_CANDIDATO)}
          onChange={() => alternar(d.ID_CID_CANDIDATO)}
        />
      ),
    },
    { id: 'tipo', titulo: 'Deficiência', celula: (d) => d.NM_TIPO_DEFICIENCIA },
    { id: 'cid', titulo: 'CID', celula: (d) => d.CD_CID ?? '', largura: 120 },
    { id: 'criado', titulo: 'Cadastrada em', celula: (d) => formatarDataHora(d.CRIADO_EM), largura: 170 },
  ];
  const colunasLeitura: ColunaLista<Leitura>[] = [
    {
      id: 'tipo',
      titulo: 'Leitura',
      celula: (l) =>
        l.ID_TIPO === 'M'
          ? 'Laudo médico gerado'
          : `Arquivo do laudo${l.NM_TIPO_DEFICIENCIA ? ` - ${l.NM_TIPO_DEFICIENCIA}` : ''}`,
    },
    { id: 'usuario', titulo: 'Usuário', celula: (l) => l.NM_USUARIO ?? String(l.CD_USUARIO) },
    {
      id: 'quando',
      titulo: 'Quando',
      celula: (l) => formatarDataHora(l.LIDO_EM),
      ordenar: (l) => l.LIDO_EM,
      largura: 170,
    },
  ];

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h4">
        Gera laudo médico
      </Title>
      {deficiencias.isError && <Alert color="red">{M.erroDeficiencias}</Alert>}
      {erro && (
        <Alert color="red" data-testid="erro-laudo-medico">
          {erro}
        </Alert>
      )}
      <TabelaLista<DeficienciaCandidato>
        rotulo="Deficiências do candidato"
        colunas={colunas}
        linhas={deficiencias.isPending ? undefined : lista}
        carregando={deficiencias.isPending}
        chave={(d) => d.ID_CID_CANDIDATO}
        paginacao={false}
        vazio="Nenhuma deficiência encontrada!"
      />
      <Text size="xs" c="gray.7">
        São listadas apenas as {LIMITES_TESTES.deficienciasLaudo} primeiras deficiências.
      </Text>
      <Group justify="flex-end">
        <Button
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          onClick={() => void gerar()}
          loading={laudo.isPending}
        >
          Gerar laudo médico
        </Button>
      </Group>
      <Title order={3} size="h5">
        Leituras de laudos
      </Title>
      <TabelaLista<Leitura>
        rotulo="Leituras de laudos"
        colunas={colunasLeitura}
        linhas={leituras.data}
        carregando={leituras.isPending}
        chave={(l) => l.ID}
        ordenacaoInicial={{ id: 'quando', desc: true }}
        vazio="Nenhuma leitura registrada."
      />
    </Stack>
  );
}
