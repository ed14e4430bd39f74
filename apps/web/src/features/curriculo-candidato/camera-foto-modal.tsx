import {
  type CaixaRosto,
  CAMERA_FOTO as CF,
  type CorIndicador,
  type Indicador,
  indicadorRosto,
  MENSAGENS_CAMERA as M,
  recorteQuadrado,
} from '@backoffice/domain/foto-camera';
import { Alert, Box, Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { type DetectorRosto, detectorRosto } from './detector-rosto';

const CORES: Record<CorIndicador, string> = {
  verde: 'var(--mantine-color-green-7)',
  amarelo: 'var(--mantine-color-yellow-5)',
  vermelho: 'var(--mantine-color-red-7)',
};
const NOMES_COR: Record<CorIndicador, string> = { verde: 'verde', amarelo: 'amarelo', vermelho: 'vermelho' };
/** Least pause between two detections of the live image. */
const INTERVALO_DETECCAO_MS = 200;

/** The camera's refusal in the spec's words (§8: access denied, no camera found, cannot access). */
export function mensagemErroCamera(e: unknown): string {
  const nome = e instanceof DOMException || e instanceof Error ? e.name : '';
  if (nome === 'NotAllowedError' || nome === 'SecurityError' || nome === 'PermissionDeniedError')
    return M.acessoNegado;
  if (nome === 'NotFoundError' || nome === 'OverconstrainedError' || nome === 'DevicesNotFoundError')
    return M.semCamera;
  return M.erroAcesso;
}

interface Captura {
  blob: Blob;
  url: string;
  rostoVisto: boolean;
}

/**
 * 'Tirar foto': the camera at 640 × 480 with the face-position indicator (green centred and of a fair
 * size, yellow to correct, red no face), the picture cut to a 512 × 512 JPEG (quality 0.95) around
 * the face, a confirmation when no face is seen in it (spec 002 §2.2, §5, §8, §9). Mounted only
 * while open: closing stops the camera.
 */
export function CameraFotoModal({
  onClose,
  onFoto,
}: {
  onClose: () => void;
  /** The picture to store; the modal closes when it resolves. */
  onFoto: (foto: File) => Promise<void>;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const ultimoRosto = useRef<CaixaRosto | null>(null);
  const detector = useRef<DetectorRosto | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [avisoDetector, setAvisoDetector] = useState<string | null>(null);
  const [pronta, setPronta] = useState(false);
  const [indicador, setIndicador] = useState<Indicador | null>(null);
  const [captura, setCaptura] = useState<Captura | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  // the picture stays to be sent again when the upload fails (the client shows why)
  const envio = useMutation({
    mutationFn: (foto: File) => onFoto(foto),
    meta: { silencioso: true },
    onSuccess: onClose,
  });
  const enviando = envio.isPending;

  // the camera, stopped when the modal goes
  useEffect(() => {
    let fluxo: MediaStream | null = null;
    let ativo = true;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('sem getUserMedia');
        const f = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { width: { ideal: CF.largura }, height: { ideal: CF.altura }, facingMode: 'user' },
        });
        if (!ativo) {
          for (const t of f.getTracks()) t.stop();
          return;
        }
        fluxo = f;
        const v = video.current;
        if (v) {
          v.srcObject = f;
          await v.play().catch(() => {});
          setPronta(true);
        }
      } catch (e) {
        if (ativo) setErro(mensagemErroCamera(e));
      }
    })();
    return () => {
      ativo = false;
      for (const t of fluxo?.getTracks() ?? []) t.stop();
    };
  }, []);

  // the detector, then a detection of the live image every 200 ms while no picture is shown
  useEffect(() => {
    if (!pronta || captura) return;
    let ativo = true;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const rodar = async () => {
      const v = video.current;
      const d = detector.current;
      if (!ativo || !v || !d) return;
      let pausa = INTERVALO_DETECCAO_MS;
      if (v.readyState >= 2 && v.videoWidth > 0) {
        try {
          const inicio = performance.now();
          const rosto = await d(v);
          // a slow detection (the CPU back end on a busy machine) waits twice its time, so the
          // page stays responsive
          pausa = Math.max(INTERVALO_DETECCAO_MS, 2 * (performance.now() - inicio));
          if (!ativo) return;
          ultimoRosto.current = rosto;
          setIndicador(indicadorRosto(rosto, v.videoWidth, v.videoHeight));
        } catch {
          // a frame that fails is skipped
        }
      }
      if (ativo) espera = setTimeout(() => void rodar(), pausa);
    };
    (async () => {
      try {
        detector.current ??= await detectorRosto();
        void rodar();
      } catch {
        if (ativo) setAvisoDetector(M.detectorIndisponivel);
      }
    })();
    return () => {
      ativo = false;
      clearTimeout(espera);
    };
  }, [pronta, captura]);

  useEffect(() => () => void (captura && URL.revokeObjectURL(captura.url)), [captura]);

  async function tirarFoto() {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    const quadro = document.createElement('canvas');
    quadro.width = v.videoWidth;
    quadro.height = v.videoHeight;
    quadro.getContext('2d')?.drawImage(v, 0, 0);
    // the face of the picture itself (the live one when the detector is not there)
    let rosto = ultimoRosto.current;
    if (detector.current) rosto = await detector.current(quadro).catch(() => null);
    const r = recorteQuadrado(rosto, quadro.width, quadro.height);
    const saida = document.createElement('canvas');
    saida.width = CF.lado;
    saida.height = CF.lado;
    saida.getContext('2d')?.drawImage(quadro, r.x, r.y, r.lado, r.lado, 0, 0, CF.lado, CF.lado);
    const blob = await new Promise<Blob | null>((ok) => saida.toBlob(ok, 'image/jpeg', CF.qualidadeJpeg));
    if (!blob) return setErro(M.erroAcesso);
    setCaptura({ blob, url: URL.createObjectURL(blob), rostoVisto: rosto !== null });
  }

  function enviar() {
    if (!captura) return;
    setConfirmar(false);
    envio.mutate(new File([captura.blob], 'foto-camera.jpg', { type: 'image/jpeg' }));
  }

  const cor = indicador?.cor ?? 'vermelho';
  return (
    <AppModal opened onClose={onClose} title="Tirar foto" size="auto">
      <Stack align="center">
        {erro && (
          <Alert color="red" role="alert" w="100%">
            {erro}
          </Alert>
        )}
        {avisoDetector && (
          <Alert color="yellow" w="100%">
            {avisoDetector}
          </Alert>
        )}
        {!erro && (
          <>
            <Box
              style={{
                border: `6px solid ${captura ? 'transparent' : CORES[cor]}`,
                borderRadius: 8,
                lineHeight: 0,
                display: captura ? 'none' : 'block',
              }}
            >
              <video
                ref={video}
                width={CF.largura}
                height={CF.altura}
                muted
                playsInline
                aria-label="Imagem da câmera"
                style={{ maxWidth: '100%', height: 'auto', background: '#000' }}
              />
            </Box>
            {captura && (
              <Image src={captura.url} w={CF.lado / 1.5} h={CF.lado / 1.5} radius="md" alt="Foto tirada" />
            )}
            {!captura && (
              <Group gap="xs" role="status" aria-live="polite" data-cor={indicador?.cor ?? ''}>
                {indicador ? (
                  <>
                    <Box
                      w={14}
                      h={14}
                      style={{ borderRadius: '50%', background: CORES[cor] }}
                      aria-label={`Indicador ${NOMES_COR[cor]}`}
                      role="img"
                    />
                    <Text size="sm">{indicador.mensagem}</Text>
                  </>
                ) : avisoDetector ? null : (
                  <>
                    <Loader size="xs" />
                    <Text size="sm">Carregando o detector de rosto…</Text>
                  </>
                )}
              </Group>
            )}
          </>
        )}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        {captura ? (
          <>
            <Button variant="light" onClick={() => setCaptura(null)} disabled={enviando}>
              Tirar outra
            </Button>
            <Button loading={enviando} onClick={() => (captura.rostoVisto ? enviar() : setConfirmar(true))}>
              Usar foto
            </Button>
          </>
        ) : (
          <Button onClick={() => void tirarFoto()} disabled={!pronta || !!erro}>
            Capturar
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirmar}
        title="Foto sem rosto"
        message={M.confirmarSemRosto}
        confirmLabel="Usar foto"
        onConfirm={enviar}
        onCancel={() => setConfirmar(false)}
      />
    </AppModal>
  );
}
