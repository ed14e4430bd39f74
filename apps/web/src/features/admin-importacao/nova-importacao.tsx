import {
  type ImportacaoDetalhe,
  ROTULOS_TIPO_IMPORTACAO,
  TIPOS_IMPORTACAO,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { Alert, Button, Group, Paper, Progress, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { invalidar } from '../../lib/dados';
import { type EnvioArquivo, ERRO_ENVIO, enviarArquivo, recusaDoArquivo } from './api-importacao';
import { MolduraImportacao } from './etapas-importacao';
import classes from './importacao.module.css';
import { baixarModelo, rotuloModelo } from './modelo-importacao';
import { tamanhoArquivo } from './situacao-importacao';
import { ZonaArquivo } from './zona-arquivo';

/** What each kind brings, in the words of the one choosing. */
export const DESCRICOES_TIPO: Record<TipoImportacao, string> = {
  candidatos: 'Pessoas do banco de talentos, identificadas pelo CPF.',
  clientes: 'Empresas atendidas, pelo CNPJ, com as pessoas de contato de cada uma.',
  usuarios: 'Quem vai acessar o sistema, com login, unidade e perfil.',
  vagas: 'Vagas em andamento, ligadas a clientes já cadastrados.',
};

interface Envio {
  arquivo: File;
  fracao: number;
}

export interface NovaImportacaoProps {
  aoVoltar: () => void;
  /** The server has the file: the import's detail. */
  aoEnviar: (detalhe: ImportacaoDetalhe) => void;
}

/** Step 1: what the file holds, and the file itself, sent with its progress. */
export function NovaImportacao({ aoVoltar, aoEnviar }: NovaImportacaoProps) {
  const qc = useQueryClient();
  const [tipo, setTipo] = useState<TipoImportacao | null>(null);
  const [envio, setEnvio] = useState<Envio | null>(null);
  const [recusa, setRecusa] = useState<{ arquivo: string; mensagem: string } | null>(null);
  const emCurso = useRef<EnvioArquivo | null>(null);

  // leaving the screen stops an upload still on its way
  useEffect(() => () => emCurso.current?.cancelar(), []);

  async function enviar(arquivo: File) {
    if (!tipo) return;
    setRecusa(null);
    const antes = recusaDoArquivo(arquivo);
    if (antes) {
      setRecusa({ arquivo: arquivo.name, mensagem: antes });
      return;
    }
    setEnvio({ arquivo, fracao: 0 });
    const e = enviarArquivo(tipo, arquivo, (fracao) => setEnvio({ arquivo, fracao }));
    emCurso.current = e;
    try {
      const detalhe = await e.resultado;
      void invalidar(qc, '/importacoes');
      aoEnviar(detalhe);
    } catch (erro) {
      if (erro instanceof DOMException && erro.name === 'AbortError') {
        setEnvio(null);
        return;
      }
      setRecusa({ arquivo: arquivo.name, mensagem: erro instanceof ApiError ? erro.mensagem : ERRO_ENVIO });
      setEnvio(null);
    } finally {
      if (emCurso.current === e) emCurso.current = null;
    }
  }

  return (
    <MolduraImportacao titulo="Nova importação" etapa={0} aoVoltar={aoVoltar}>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="lg">
          <Radio.Group
            value={tipo}
            onChange={(v) => setTipo(v as TipoImportacao)}
            label={
              <Title order={3} size="h5">
                1. O que o arquivo contém?
              </Title>
            }
            readOnly={envio !== null}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="xs">
              {TIPOS_IMPORTACAO.map((t) => (
                <Radio.Card key={t} value={t} className={classes.cartaoTipo} disabled={envio !== null}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <div>
                      <Text fw={600}>{ROTULOS_TIPO_IMPORTACAO[t]}</Text>
                      <Text size="sm" c="dimmed">
                        {DESCRICOES_TIPO[t]}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>

          <Stack gap="xs">
            <Group justify="space-between" align="flex-end">
              <Title order={3} size="h5">
                2. Envie o arquivo
              </Title>
              {tipo && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  onClick={() => baixarModelo(tipo)}
                >
                  {rotuloModelo(tipo)}
                </Button>
              )}
            </Group>
            {recusa && (
              <Alert color="red" title={`Não foi possível usar ${recusa.arquivo}`} role="alert">
                {recusa.mensagem}
              </Alert>
            )}
            {envio ? (
              <ProgressoEnvio envio={envio} aoCancelar={() => emCurso.current?.cancelar()} />
            ) : (
              <ZonaArquivo
                aoEscolher={(a) => void enviar(a)}
                desativada={!tipo && 'Escolha primeiro o que o arquivo contém.'}
              />
            )}
          </Stack>
        </Stack>
      </Paper>
    </MolduraImportacao>
  );
}

function ProgressoEnvio({ envio, aoCancelar }: { envio: Envio; aoCancelar: () => void }) {
  const pct = Math.round(envio.fracao * 100);
  const lendo = envio.fracao >= 1;
  return (
    <Paper withBorder p="lg" radius="md" bg="gray.0">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {envio.arquivo.name}
          </Text>
          <Text size="sm" c="dimmed" className={classes.numeros} style={{ whiteSpace: 'nowrap' }}>
            {lendo
              ? tamanhoArquivo(envio.arquivo.size)
              : `${tamanhoArquivo(envio.arquivo.size * envio.fracao)} de ${tamanhoArquivo(envio.arquivo.size)}`}
          </Text>
        </Group>
        <Progress
          value={lendo ? 100 : pct}
          striped={lendo}
          animated={lendo}
          aria-label={lendo ? 'Lendo o arquivo' : `Enviando: ${pct}%`}
        />
        <Group justify="space-between">
          <Text size="sm" role="status" aria-live="polite">
            {lendo ? 'Arquivo enviado. Lendo o cabeçalho e as primeiras linhas…' : `Enviando… ${pct}%`}
          </Text>
          {!lendo && (
            <Button variant="default" size="xs" onClick={aoCancelar}>
              Cancelar envio
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
