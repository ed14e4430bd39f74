import { formatarData } from '@backoffice/domain/datas';
import { cpfValido } from '@backoffice/domain/formatacao';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { CATALOGO_SITUACOES_VAGA } from '@backoffice/domain/vaga-situacao';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AppModal } from '../../../components/controls/app-modal';
import { ConfirmDialog } from '../../../components/controls/confirm-dialog';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { DateField } from '../../../components/controls/date-field';
import {
  CepInput,
  CnpjInput,
  CpfInput,
  CurrencyInput,
  HeightInput,
  PhoneInput,
} from '../../../components/controls/masked-input';
import { NumberField } from '../../../components/controls/number-field';
import { RadioField } from '../../../components/controls/radio-field';
import { SelectField } from '../../../components/controls/select-field';
import { SliderField } from '../../../components/controls/slider-field';
import { TimeField } from '../../../components/controls/time-field';
import { ToggleField } from '../../../components/controls/toggle-field';
import { formatCurrency, whatsappLink } from '../../../lib/format';
import { DemoSection } from './demo-section';

const TIPOS_SALARIO = [
  { value: 'H', label: 'Horista' },
  { value: 'D', label: 'Diarista' },
  { value: 'M', label: 'Mensalista' },
  { value: 'S', label: 'Sem remuneração' },
  { value: 'C', label: 'Comissão' },
];

/** Text, number, choice, date and masked fields. */
export function DemoFields() {
  const [texto, setTexto] = useState('');
  const [enviado, setEnviado] = useState<string | null>(null);
  const [quantidade, setQuantidade] = useState<number | null>(100);
  const [situacao, setSituacao] = useState<string | null>('1');
  const [vazio, setVazio] = useState<string | null>(null);
  const [tipoSalario, setTipoSalario] = useState<string | null>('M');
  const [insalubridade, setInsalubridade] = useState(true);
  const [periculosidade, setPericulosidade] = useState(false);
  const [percentual, setPercentual] = useState(20);
  const [data, setData] = useState<string | null>(null);
  const [hora, setHora] = useState('');
  const [salario, setSalario] = useState<number | null>(null);
  const [altura, setAltura] = useState('');
  const [cpf, setCpf] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [cep, setCep] = useState('');
  const [telefone, setTelefone] = useState('');

  const link = whatsappLink(telefone);

  return (
    <>
      <DemoSection
        title="Campos de texto e números"
        description="Contador de caracteres, limites e escolhas."
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <CounterTextarea
              label="Observação (Enter envia, Shift+Enter quebra a linha)"
              value={texto}
              onChange={setTexto}
              min={20}
              max={200}
              onSend={(v) => {
                setEnviado(v);
                setTexto('');
              }}
            />
            {enviado !== null ? (
              <Text size="sm" role="status">
                Enviado: {enviado || '(vazio)'}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="sm">
            <NumberField
              label="Quantidade de candidatos"
              value={quantidade}
              onChange={setQuantidade}
              min={1}
              max={200}
            />
            <SelectField
              label="Situação da vaga"
              data={CATALOGO_SITUACOES_VAGA.map((s) => ({ value: String(s.cd), label: s.nome }))}
              value={situacao}
              onChange={setSituacao}
            />
            <SelectField label="Lista sem registros" data={[]} value={vazio} onChange={setVazio} />
          </Stack>
          <RadioField
            label="Tipo de salário"
            options={TIPOS_SALARIO}
            value={tipoSalario}
            onChange={setTipoSalario}
            inline
          />
          <Stack gap="sm">
            {/* Hazard and unhealthy-work pay exclude each other (spec 000 §4.4). */}
            <Group>
              <ToggleField
                label="Insalubridade"
                checked={insalubridade}
                onChange={(v) => {
                  setInsalubridade(v);
                  if (v) setPericulosidade(false);
                }}
              />
              <ToggleField
                label="Periculosidade"
                checked={periculosidade}
                onChange={(v) => {
                  setPericulosidade(v);
                  if (v) setInsalubridade(false);
                }}
              />
            </Group>
            <SliderField
              label="Percentual"
              value={percentual}
              onChange={setPercentual}
              min={10}
              max={40}
              step={10}
              format={(v) => `${v}%`}
              withStepMarks
            />
          </Stack>
        </SimpleGrid>
      </DemoSection>

      <DemoSection title="Datas, horas e máscaras" description="Datas entre 01/01/1970 e 31/12/2200.">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <DateField label="Data" value={data} onChange={setData} />
          <TimeField label="Hora" value={hora} onChange={setHora} />
          <CurrencyInput label="Salário" value={salario} onChange={setSalario} />
          <HeightInput label="Altura (m)" value={altura} onChange={setAltura} />
          <CpfInput
            label="CPF"
            value={cpf}
            onChange={setCpf}
            error={cpf.length === 11 && !cpfValido(cpf) ? 'Número de CPF inválido.' : undefined}
          />
          <CnpjInput label="CNPJ" value={cnpj} onChange={setCnpj} />
          <CepInput label="CEP" value={cep} onChange={setCep} />
          <Stack gap={4}>
            <PhoneInput label="Telefone" value={telefone} onChange={setTelefone} />
            {link ? (
              <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
                Abrir conversa no WhatsApp
              </Anchor>
            ) : null}
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="gray.7" aria-live="polite">
          Data: {data ? `${formatarData(data)} (${data})` : '—'} · Hora: {hora || '—'} · Salário:{' '}
          {salario !== null ? formatCurrency(salario) : '—'} · CPF: {cpf || '—'} · Telefone: {telefone || '—'}
        </Text>
      </DemoSection>
    </>
  );
}

/** Modal, confirmation with and without reason, and the required-field message. */
export function DemoDialogs() {
  const [modal, setModal] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [comMotivo, setComMotivo] = useState(false);
  const [resultado, setResultado] = useState<string | null>(null);
  const [nome, setNome] = useState('');
  const [erroNome, setErroNome] = useState<string | null>(null);

  function enviar(e: FormEvent) {
    e.preventDefault();
    setErroNome(nome.trim() ? null : MENSAGENS.obrigatorio);
  }

  return (
    <DemoSection title="Diálogos e validação">
      <Group>
        <Button variant="default" onClick={() => setModal(true)}>
          Abrir modal
        </Button>
        <Button variant="default" onClick={() => setConfirmar(true)}>
          Confirmar ação
        </Button>
        <Button variant="default" onClick={() => setComMotivo(true)}>
          Confirmar com motivo
        </Button>
        {resultado ? (
          <Text size="sm" role="status">
            {resultado}
          </Text>
        ) : null}
      </Group>
      <form onSubmit={enviar} noValidate>
        <Group align="flex-start">
          <TextInput
            label="Nome do requisitante"
            value={nome}
            onChange={(e) => {
              setNome(e.currentTarget.value);
              if (erroNome) setErroNome(null);
            }}
            required
            error={erroNome}
          />
          <Button type="submit" mt={25}>
            Validar
          </Button>
        </Group>
      </form>

      <AppModal
        opened={modal}
        onClose={() => setModal(false)}
        title="Modal de exemplo"
        footer={<Button onClick={() => setModal(false)}>Fechar</Button>}
      >
        <Text>Conteúdo do modal. Esc ou o botão fecham.</Text>
      </AppModal>
      <ConfirmDialog
        opened={confirmar}
        title="Relacionar candidato"
        message="Deseja relacionar o candidato à vaga?"
        onConfirm={() => {
          setConfirmar(false);
          setResultado('Confirmado.');
        }}
        onCancel={() => setConfirmar(false)}
      />
      <ConfirmDialog
        opened={comMotivo}
        title="Prorrogar vaga"
        message="Informe o motivo da prorrogação."
        withReason
        reasonMin={15}
        onConfirm={(motivo) => {
          setComMotivo(false);
          setResultado(`Motivo: ${motivo}`);
        }}
        onCancel={() => setComMotivo(false)}
      />
    </DemoSection>
  );
}
