import {
  type AssinaturaDocumento,
  type DocumentoVagaLinha,
  enviarDocumentoCorpo,
  MENSAGENS_ASSINATURA as M,
  ROTULOS_EMAIL,
  situacaoAssinatura,
  situacaoDocumento,
  situacaoEmail,
  TIPOS_DOCUMENTO,
  type VagaDocumentoLinha,
} from '@backoffice/domain/assinatura';
import { CONTRATOS_ASSINATURA as C } from '@backoffice/domain/contratos/assinatura';
import { isoParaBr } from '@backoffice/domain/controles';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { DateField } from '../../components/controls/date-field';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

const CORES = { Assinado: 'teal', Recusado: 'red', Pendente: 'yellow' } as const;

/** The signature status panel of a vacancy's documents (autentique/documentos?ids[]=...). */
function PainelAssinaturas({ documentos }: { cd: number; documentos: DocumentoVagaLinha[] }) {
  const ids = documentos.map((d) => d.DOCUMENTO_ID);
  const info = useQuery({
    ...consulta(C.informacoes, { query: { 'ids[]': ids } }, M.erroDocumento),
    enabled: ids.length > 0,
  });
  const [recusar, setRecusar] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');

  // the signatures and the candidate's documents are read again (the contract says so)
  const marcacao = useAcao(C.marcarLocal);
  function marcar(
    id: string,
    acao: 'viewed' | 'signed' | 'rejected' | 'delivered' | 'refused',
    reason?: string,
  ) {
    marcacao.mutate({ params: { id, acao }, corpo: { reason: reason ?? null } });
  }

  return (
    <Stack gap="sm" data-testid="painel-assinaturas">
      {documentos.map((d) => {
        const i = info.data?.documentos[d.DOCUMENTO_ID];
        const falhou = info.isError || i?.erro;
        const doc = i && !i.erro ? i : null;
        const situacao = doc ? situacaoDocumento(doc) : null;
        return (
          <Paper key={d.DOCUMENTO_ID} withBorder p="sm" data-testid={`documento-${d.DOCUMENTO_ID}`}>
            <Group justify="space-between" align="flex-start">
              <div>
                <Text fw={600}>{d.NM_DOCUMENTO}</Text>
                <Text size="xs" c="gray.7">
                  {TIPOS_DOCUMENTO[d.TIPO_DOC]} · enviado em {formatarDataHora(d.CRIADO_EM)}
                </Text>
              </div>
              {info.isPending && <Badge color="gray">Carregando...</Badge>}
              {falhou && (
                <Tooltip label={M.erroDocumento} withArrow>
                  <Badge
                    color="red"
                    variant="light"
                    leftSection={<IconAlertTriangle size={12} aria-hidden />}
                    tabIndex={0}
                  >
                    Indisponível
                  </Badge>
                </Tooltip>
              )}
              {situacao && (
                <Badge color={CORES[situacao]} size="lg" data-testid="situacao-documento">
                  {situacao}
                </Badge>
              )}
            </Group>
            {doc?.signatures.map((s: AssinaturaDocumento) => {
              const email = situacaoEmail(s);
              return (
                <Group key={s.public_id} mt="xs" gap="lg" wrap="wrap">
                  <Text size="sm">
                    {s.name ?? '-'} {s.email ? `<${s.email}>` : ''}
                  </Text>
                  <Badge variant="light" color={CORES[situacaoAssinatura(s)]}>
                    {situacaoAssinatura(s)}
                    {s.signed ? ` em ${formatarDataHora(s.signed.created_at)}` : ''}
                  </Badge>
                  {s.rejected && (
                    <Text size="sm" c="red.9">
                      Motivo: {s.rejected.reason || 'não informado'}
                    </Text>
                  )}
                  <Text size="sm" c={s.viewed ? 'teal.9' : 'gray.7'}>
                    {s.viewed ? `Visualizado em ${formatarDataHora(s.viewed.created_at)}` : 'Não visualizado'}
                  </Text>
                  <Text
                    size="sm"
                    c={email === 'erro' ? 'red.9' : email === 'nao_enviado' ? 'gray.7' : 'teal.9'}
                  >
                    {ROTULOS_EMAIL[email]}
                    {email === 'erro' && s.email_events.reason ? ` (${s.email_events.reason})` : ''}
                  </Text>
                </Group>
              );
            })}
            {info.data?.local && doc && (
              <Menu withinPortal>
                <Menu.Target>
                  <Button
                    size="xs"
                    variant="light"
                    mt="xs"
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                  >
                    Simular signatário (serviço local)
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => marcar(d.DOCUMENTO_ID, 'delivered')}>E-mail entregue</Menu.Item>
                  <Menu.Item onClick={() => marcar(d.DOCUMENTO_ID, 'refused', 'Caixa de entrada cheia')}>
                    E-mail recusado
                  </Menu.Item>
                  <Menu.Item onClick={() => marcar(d.DOCUMENTO_ID, 'viewed')}>Visualizar</Menu.Item>
                  <Menu.Item onClick={() => marcar(d.DOCUMENTO_ID, 'signed')}>Assinar</Menu.Item>
                  <Menu.Item onClick={() => setRecusar(d.DOCUMENTO_ID)}>Recusar</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Paper>
        );
      })}
      <AppModal
        opened={recusar !== null}
        onClose={() => setRecusar(null)}
        title="Recusar assinatura"
        size="sm"
        footer={
          <>
            <Button variant="default" onClick={() => setRecusar(null)}>
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (recusar) marcar(recusar, 'rejected', motivo);
                setRecusar(null);
                setMotivo('');
              }}
            >
              Recusar
            </Button>
          </>
        }
      >
        <TextInput
          label="Motivo"
          value={motivo}
          maxLength={300}
          onChange={(e) => setMotivo(e.currentTarget.value)}
        />
      </AppModal>
    </Stack>
  );
}

/** The document sent: a termination (R) asks for the dismissal date. */
const esquemaEnvio = enviarDocumentoCorpo.refine((c) => c.tipo_doc !== 'R' || !!c.dt_demissao, {
  path: ['dt_demissao'],
  message: M.dataDemissao,
});

interface FormEnvio {
  tipo_doc: 'R' | 'P';
  dt_demissao: string | null;
}

/** Sends a termination (R) or extension (P) document of the vacancy for the candidate's signature. */
function EnviarDocumentoModal({
  cd,
  vaga,
  onClose,
}: {
  cd: number;
  vaga: VagaDocumentoLinha | null;
  onClose: () => void;
}) {
  const f = useFormulario(esquemaEnvio, { tipo_doc: 'P', dt_demissao: null } as FormEnvio, (v) => ({
    tipo_doc: v.tipo_doc,
    dt_demissao: v.tipo_doc === 'R' ? v.dt_demissao || null : null,
  }));
  const tipo = f.valor('tipo_doc');
  // silent: a refusal goes beside its field; the candidate's documents are read again (the contract says so)
  const envio = useAcao(C.enviarDocumento, {
    sucesso: (r) => r.message,
    fallback: M.erroEnviar,
    silencioso: true,
  });
  const enviar = f.aoEnviar(async (corpo) => {
    if (!vaga) return;
    await envio.mutateAsync({ params: { cd, nrVaga: vaga.NR_VAGA }, corpo });
    f.form.reset(f.form.getValues());
    onClose();
  });
  return (
    <AppModal
      opened={vaga !== null}
      onClose={onClose}
      title={`Enviar documento para assinatura - Vaga ${vaga?.NR_VAGA ?? ''}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void enviar()}
            loading={f.pendente}
          >
            Enviar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Select
          label="Documento"
          data={Object.entries(TIPOS_DOCUMENTO).map(([value, label]) => ({ value, label }))}
          value={tipo}
          onChange={(v) => f.definir('tipo_doc', (v as 'R' | 'P') ?? 'P')}
          allowDeselect={false}
        />
        {tipo === 'R' && (
          <DateField
            label="Data de demissão"
            value={f.valor('dt_demissao')}
            onChange={(v) => f.definir('dt_demissao', v)}
            error={f.erro('dt_demissao')}
            withAsterisk
          />
        )}
        <AlertaFormulario mensagem={f.erroGeral} />
      </Stack>
    </AppModal>
  );
}

/**
 * Assinatura de Documentos (spec 002 §2.3, §3.7, §4, §7): the candidate's vacancies with
 * documents; a vacancy's documents with the signature status panel; termination and extension
 * documents sent for signature from here.
 */
export function AssinaturaDocumentos({ cdPessoaCandidato: cd }: { cdPessoaCandidato: number }) {
  const vagas = useQuery({
    ...consulta(C.documentos, { params: { cd } }, M.erroCarregar),
  });
  const [nrVaga, setNrVaga] = useState<number | null>(null);
  const [enviar, setEnviar] = useState<VagaDocumentoLinha | null>(null);
  const docs = useQuery({
    ...consulta(C.documentosVaga, { params: { cd, nrVaga: nrVaga ?? 0 } }, M.erroCarregar),
    enabled: nrVaga !== null,
  });

  const colunas: ColunaLista<VagaDocumentoLinha>[] = [
    { id: 'vaga', titulo: 'Vaga', celula: (v) => v.NR_VAGA, ordenar: (v) => v.NR_VAGA, largura: 90 },
    { id: 'cargo', titulo: 'Cargo', celula: (v) => v.NM_CARGO ?? '', ordenar: (v) => v.NM_CARGO },
    { id: 'unidade', titulo: 'Unidade', celula: (v) => v.NM_UNIDADE ?? '' },
    { id: 'cliente', titulo: 'Cliente', celula: (v) => v.NM_CLIENTE ?? '', ordenar: (v) => v.NM_CLIENTE },
    {
      id: 'admissao',
      titulo: 'Admissão',
      celula: (v) => (v.DT_ADMISSAO ? isoParaBr(v.DT_ADMISSAO) : ''),
      largura: 110,
    },
    {
      id: 'demissao',
      titulo: 'Demissão',
      celula: (v) => (v.DT_DEMISSAO ? isoParaBr(v.DT_DEMISSAO) : ''),
      largura: 110,
    },
    { id: 'docs', titulo: 'Documentos', celula: (v) => v.QT_DOCUMENTOS, largura: 110, alinhar: 'right' },
  ];

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h4">
        Assinatura de Documentos
      </Title>
      {vagas.isError && <Alert color="red">{M.erroCarregar}</Alert>}
      <TabelaLista<VagaDocumentoLinha>
        rotulo="Vagas com documentos"
        colunas={colunas}
        linhas={vagas.data}
        carregando={vagas.isPending}
        chave={(v) => v.NR_VAGA}
        filtro
        vazio="Nenhuma vaga com documentos."
        propsLinha={(v) => ({
          'data-testid': `vaga-doc-${v.NR_VAGA}`,
          'aria-selected': v.NR_VAGA === nrVaga,
        })}
        acoes={(v) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant={v.NR_VAGA === nrVaga ? 'filled' : 'light'}
              onClick={() => setNrVaga(v.NR_VAGA)}
            >
              Ver documentos
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={() => setEnviar(v)}
            >
              Enviar documento
            </Button>
          </Group>
        )}
      />
      {nrVaga !== null && (
        <section aria-label={`Documentos da vaga ${nrVaga}`}>
          <Title order={3} size="h5" mb="xs">
            Documentos da vaga {nrVaga}
          </Title>
          {docs.isError && <Alert color="red">{M.erroCarregar}</Alert>}
          {docs.data && docs.data.length === 0 && (
            <Text c="gray.7">Nenhum documento enviado para esta vaga.</Text>
          )}
          {docs.data && docs.data.length > 0 && <PainelAssinaturas cd={cd} documentos={docs.data} />}
        </section>
      )}
      <EnviarDocumentoModal cd={cd} vaga={enviar} onClose={() => setEnviar(null)} />
    </Stack>
  );
}
