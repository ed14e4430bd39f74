import type { ContatoClienteLinha } from '@backoffice/domain/clientes';
import { CONTRATOS_CLIENTES } from '@backoffice/domain/contratos/clientes';
import { CONTRATOS_PARECER_CLIENTE as CP } from '@backoffice/domain/contratos/parecer-cliente';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { formatarData } from '@backoffice/domain/datas';
import { formatarTelefone } from '@backoffice/domain/formatacao';
import {
  type EnviarParecerBody,
  type EnviarParecerResposta,
  enviarParecerBody,
  LIMITES_PARECER,
  MENSAGENS_PARECER,
} from '@backoffice/domain/parecer-cliente';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Radio,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../components/controls/app-modal';
import { LoadingState } from '../../../components/controls/list-states';
import { ApiError } from '../../../lib/api-client';
import { consulta, useAcao } from '../../../lib/dados';
import { useFormulario } from '../../../lib/formulario/formulario';
import { ModalFormulario } from '../../../lib/formulario/modal-formulario';
import { M as MV } from '../api';
import { aplicarLote, desfazerLote, FALHA_LOTE } from '../lote/api-lote';
import { mostrarAcaoAplicada } from '../lote/toast-desfazer';

const M = MENSAGENS_PARECER;

/** A candidate forwarded to the client: code and name. */
export interface CandidatoEncaminhado {
  cd: number;
  nome: string;
}

export interface EncaminharClienteModalProps {
  nrVaga: number;
  /** The vacancy's client, whose active contacts may receive the link (null while it is read). */
  cdPessoaCliente: number | null;
  /** The candidates going (the analyst may still remove some). */
  candidatos: readonly CandidatoEncaminhado[];
  onClose: () => void;
  /** The link went (the modal stays open showing it). */
  onEnviado?: (resposta: EnviarParecerResposta) => void;
  /**
   * Sends it as a bulk action (from the selection): recorded with its id and undone from its toast
   * (the link revoked, the stages put back). Rejected candidates are left out and named.
   */
  emLote?: boolean;
}

/**
 * The forwarding as a bulk action: the candidates the server refuses (rejected) are left out, the
 * toast offers the undo, and the answer is read as the link's.
 */
async function enviarEmLote(
  qc: QueryClient,
  nrVaga: number,
  corpo: EnviarParecerBody,
): Promise<EnviarParecerResposta> {
  const r = await aplicarLote(qc, nrVaga, { tipo: 'encaminhar', ...corpo, confirmar: true });
  if (r.tipo !== 'aplicada' || !r.resposta.link) throw new Error(FALHA_LOTE);
  mostrarAcaoAplicada(r.resposta, (id) => desfazerLote(qc, id));
  const recusados = r.resposta.recusados.map((x) => `${x.nm_pessoa ?? x.cd_pessoa_candidato}: ${x.motivo}`);
  return {
    message: [r.resposta.message, ...recusados].join(' '),
    id_link: 0,
    url: r.resposta.link.url,
    expira_em: r.resposta.link.expira_em,
    canais: r.resposta.link.canais,
  };
}

/** Mobile phones ('5') of a contact: the WhatsApp option needs one. */
export function celularDoContato(c: Pick<ContatoClienteLinha, 'telefones'>): string | null {
  return c.telefones.find((t) => t.cd_tipo_telefone === '5')?.nr_telefone ?? null;
}

const ROTULO_CANAL: Record<string, string> = { email: 'E-mail', whatsapp: 'WhatsApp' };
const rotuloCanal = (c: string) => ROTULO_CANAL[c] ?? c;

/** The refusals the server gives about the contact, shown beside the contact's choice. */
const DO_CONTATO: ReadonlySet<string> = new Set([
  M.contatoObrigatorio,
  M.contatoDeOutroCliente,
  M.contatoInativo,
  M.contatoSemEmail,
]);
const FALHA_CONTATOS = 'Não foi possível carregar os contatos do cliente.';
const COM_CAMPO = /^([A-Za-z_][\w.]*):\s*(.+)$/s;

/** The texts of a refused answer, each with the field it names (when it names one). */
function textosDaRecusa(corpo: unknown): { campo: string | null; texto: string }[] {
  const erro =
    corpo && typeof corpo === 'object' && 'error' in corpo ? (corpo as { error: unknown }).error : null;
  return (Array.isArray(erro) ? erro : [erro])
    .filter((e): e is string => typeof e === 'string' && e.trim() !== '')
    .map((e) => {
      const m = COM_CAMPO.exec(e);
      return m ? { campo: m[1], texto: m[2].trim() } : { campo: null, texto: e };
    });
}

interface Valores {
  cd_pessoa_contato: string;
  whatsapp: boolean;
}

/**
 * Forward candidates of a vacancy to a contact of its client by a signed link: the contact (active,
 * with e-mail), WhatsApp too when the contact has a mobile, the candidates going; then the link, once.
 */
export function EncaminharClienteModal({
  nrVaga,
  cdPessoaCliente,
  candidatos: iniciais,
  onClose,
  onEnviado,
  emLote = false,
}: EncaminharClienteModalProps) {
  const qc = useQueryClient();
  const [candidatos, setCandidatos] = useState<readonly CandidatoEncaminhado[]>(iniciais);
  const [recusa, setRecusa] = useState<string[]>([]);
  const [enviado, setEnviado] = useState<EnviarParecerResposta | null>(null);
  const contatos = useQuery({
    ...consulta(CONTRATOS_CLIENTES.contatos, { params: { cd_pessoa: cdPessoaCliente ?? 0 } }, FALHA_CONTATOS),
    enabled: cdPessoaCliente !== null,
  });
  const ativos = (contatos.data ?? []).filter((c) => c.id_ativo === 'S');
  const f = useFormulario(enviarParecerBody, { cd_pessoa_contato: '', whatsapp: false } as Valores, (v) => ({
    cd_pessoa_contato: v.cd_pessoa_contato === '' ? null : Number(v.cd_pessoa_contato),
    candidatos: candidatos.map((c) => c.cd),
    whatsapp: v.whatsapp,
  }));
  const enviar = useAcao(CP.enviar, { silencioso: true });

  const escolhido = ativos.find((c) => String(c.cd_pessoa) === f.valor('cd_pessoa_contato')) ?? null;
  const celular = escolhido ? celularDoContato(escolhido) : null;
  const motivoSemWhatsapp = !escolhido
    ? 'Escolha o contato primeiro.'
    : celular
      ? null
      : 'O contato não tem celular cadastrado: o link vai só por e-mail.';

  const salvar = f.aoEnviar(async (corpo) => {
    setRecusa([]);
    try {
      const r = emLote
        ? await enviarEmLote(qc, nrVaga, corpo)
        : await enviar.mutateAsync({ params: { nrVaga }, corpo });
      setEnviado(r);
      onEnviado?.(r);
    } catch (e) {
      if (!(e instanceof ApiError) || (e.status !== 400 && e.status !== 409)) throw e;
      const textos = textosDaRecusa(e.corpo);
      const outros: string[] = textos.length === 0 ? [e.mensagem] : [];
      for (const { campo, texto } of textos) {
        if (campo === 'cd_pessoa_contato' || DO_CONTATO.has(texto))
          f.form.setError('cd_pessoa_contato', { type: 'server', message: texto });
        else outros.push(texto);
      }
      setRecusa(outros);
    }
  });

  if (enviado) return <LinkEnviado resposta={enviado} onClose={onClose} />;

  const semContatos = contatos.isSuccess && ativos.length === 0;
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      size="lg"
      title="Encaminhar ao cliente"
      formulario={f}
      onSalvar={salvar}
      rotuloSalvar="Enviar link"
      salvarDesativado={candidatos.length === 0 || semContatos || !contatos.isSuccess}
    >
      <Text size="sm">
        O contato recebe um link, válido por {LIMITES_PARECER.diasValidade} dias, para ver os currículos e
        aprovar, reprovar ou pedir entrevista de cada candidato, sem precisar de senha.
      </Text>
      {recusa.length > 0 && (
        <Alert color="red" role="alert" title="O link não foi enviado">
          {recusa.length === 1 ? (
            recusa[0]
          ) : (
            <List size="sm">
              {recusa.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {contatos.isPending || cdPessoaCliente === null ? (
        <LoadingState text="Carregando os contatos do cliente..." />
      ) : contatos.isError ? (
        <Alert color="red" role="alert">
          {FALHA_CONTATOS}
        </Alert>
      ) : semContatos ? (
        <Alert color="yellow" role="alert" title="Nenhum contato ativo">
          O cliente não tem contatos ativos. Cadastre um contato com e-mail na página do cliente.
        </Alert>
      ) : (
        <Radio.Group
          label="Contato do cliente"
          withAsterisk
          value={f.valor('cd_pessoa_contato') || null}
          onChange={(v) => {
            f.definir('cd_pessoa_contato', v);
            const c = ativos.find((x) => String(x.cd_pessoa) === v);
            if (!c || !celularDoContato(c)) f.definir('whatsapp', false);
          }}
          error={f.erro('cd_pessoa_contato')}
        >
          <Stack gap="xs" mt="xs">
            {ativos.map((c) => {
              const cel = celularDoContato(c);
              return (
                <Radio
                  key={c.cd_pessoa}
                  value={String(c.cd_pessoa)}
                  disabled={!c.ds_email}
                  label={c.nm_cargo ? `${c.nm_pessoa} (${c.nm_cargo})` : c.nm_pessoa}
                  description={[
                    c.ds_email ?? 'Sem e-mail cadastrado: não pode receber o link',
                    cel ? `Celular ${formatarTelefone(cel)}` : 'Sem celular',
                  ].join(' · ')}
                />
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      <Switch
        label="Enviar também por WhatsApp"
        description={motivoSemWhatsapp ?? `Para o celular ${formatarTelefone(celular ?? '')}.`}
        disabled={motivoSemWhatsapp !== null}
        {...f.campo.marcacao('whatsapp')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`encaminhados-${nrVaga}`}>
          Candidatos encaminhados ({candidatos.length})
        </Text>
        {candidatos.length === 0 ? (
          <Text size="sm" c="red.8" role="alert">
            {M.semCandidatos}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={200}>
            <Stack gap={2} component="ul" aria-labelledby={`encaminhados-${nrVaga}`} m={0} p={0}>
              {candidatos.map((c) => (
                <Group key={c.cd} component="li" gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
                  <Text size="sm" style={{ flex: 1 }}>
                    {c.nome}{' '}
                    <Text span size="xs" c="gray.7">
                      (código {c.cd})
                    </Text>
                  </Text>
                  {candidatos.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Não encaminhar ${c.nome}`}
                      onClick={() => setCandidatos((l) => l.filter((x) => x.cd !== c.cd))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </ModalFormulario>
  );
}

/** The link sent, shown this once (the server keeps only its hash), with its expiry and channels. */
function LinkEnviado({ resposta, onClose }: { resposta: EnviarParecerResposta; onClose: () => void }) {
  return (
    <AppModal
      opened
      onClose={onClose}
      title="Link enviado"
      size="lg"
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      <Stack gap="sm">
        <Alert color="teal" icon={<IconSend size={18} aria-hidden />} role="status">
          {resposta.message}
        </Alert>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Link do parecer"
            value={resposta.url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={resposta.url}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copiado' : 'Copiar link'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">
          Válido até <strong>{formatarData(resposta.expira_em)}</strong> · enviado por{' '}
          {resposta.canais.length > 0 ? resposta.canais.map(rotuloCanal).join(' e ') : 'nenhum canal'}
        </Text>
        <Alert color="yellow">
          Este link não será mostrado de novo. Para outro, revogue este em Pareceres do cliente e envie outro.
        </Alert>
      </Stack>
    </AppModal>
  );
}

export interface EncaminharAoClienteProps extends Omit<EncaminharClienteModalProps, 'cdPessoaCliente'> {}

/** The forwarding modal of a vacancy, its client read from the vacancy's summary. */
export function EncaminharAoCliente(props: EncaminharAoClienteProps) {
  const q = useQuery(consulta(C.vagaResumida, { params: { nrVaga: props.nrVaga } }, MV.falha.dadosVaga));
  if (q.isError) {
    return (
      <AppModal opened onClose={props.onClose} title="Encaminhar ao cliente" size="lg">
        <Alert color="red" role="alert">
          {MV.falha.dadosVaga}
        </Alert>
      </AppModal>
    );
  }
  return <EncaminharClienteModal {...props} cdPessoaCliente={q.data?.VAGA.CD_PESSOA_CLIENTE ?? null} />;
}

/**
 * 'Encaminhar ao cliente' for a list's candidates (the checked rows, or those given): opens the
 * forwarding modal; disabled with no candidate.
 */
export function BotaoEncaminharCliente({
  nrVaga,
  candidatos,
}: {
  nrVaga: number;
  candidatos: readonly CandidatoEncaminhado[];
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSend size={16} aria-hidden />}
        disabled={candidatos.length === 0}
        title={candidatos.length === 0 ? 'Nenhum candidato pendente para encaminhar.' : undefined}
        onClick={() => setAberto(true)}
      >
        Encaminhar ao cliente
      </Button>
      {aberto && (
        <EncaminharAoCliente nrVaga={nrVaga} candidatos={candidatos} onClose={() => setAberto(false)} />
      )}
    </>
  );
}
