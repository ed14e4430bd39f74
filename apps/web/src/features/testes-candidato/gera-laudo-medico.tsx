import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import type { DeficienciaCandidato } from '@backoffice/domain/curriculo';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  type LaudoMedicoCorpo,
  LIMITES_TESTES,
  laudoMedicoCorpo,
  MENSAGENS_TESTES as M,
} from '@backoffice/domain/testes';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta, invalidar } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
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
  const f = useFormulario(
    laudoMedicoCorpo,
    { check_id_cid_candidato: [] as number[] },
    (v): LaudoMedicoCorpo => ({ origem: 'DadosCandidato', ...v }),
  );
  const laudo = useMutation({
    mutationFn: (ids: number[]) => abrirPdf(() => baixarLaudoMedico(cd, ids)),
    onSuccess: (ok) => {
      if (ok) notify.sucesso('Laudo médico gerado.');
    },
    // the report records a reading
    onSettled: () => invalidar(qc, C.leiturasLaudo),
  });
  const lista = (deficiencias.data ?? []).slice(0, LIMITES_TESTES.deficienciasLaudo);

  const gerar = f.aoEnviar(
    // the codes as marked (the schema's input types them as unknown)
    (corpo) => laudo.mutateAsync(corpo.check_id_cid_candidato as number[]),
    (mensagens) => {
      const m = mensagens.check_id_cid_candidato;
      if (m) notify.aviso(m);
    },
  );
  const marcadas = f.valor('check_id_cid_candidato');
  const alternar = (id: number) =>
    f.definir(
      'check_id_cid_candidato',
      marcadas.includes(id) ? marcadas.filter((x) => x !== id) : [...marcadas, id],
    );
  const erro = f.erro('check_id_cid_candidato');
  const colunas: ColunaLista<DeficienciaCandidato>[] = [
    {
      id: 'marcar',
      titulo: 'Incluir',
      largura: 80,
      celula: (d) => (
        <Checkbox
          aria-label={`Incluir ${d.NM_TIPO_DEFICIENCIA} no laudo`}
          checked={marcadas.includes(d.ID_CID_CANDIDATO)}
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
      <AlertaFormulario mensagem={f.erroGeral} />
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
          loading={f.pendente}
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
