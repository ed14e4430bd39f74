import type { CaixaRosto } from '@backoffice/domain/foto-camera';
import urlPesos from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
// The tiny face detector's model ships in @vladmandic/face-api's own package (model/): the build
// copies its weights to the app's assets, so they are served from our origin and nothing is
// downloaded from elsewhere at run time (docs/decisions/0011-face-detector.md).
import manifesto from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';

export type FonteImagem = HTMLVideoElement | HTMLCanvasElement;

/** Finds the most likely face of an image, or null. */
export type DetectorRosto = (fonte: FonteImagem) => Promise<CaixaRosto | null>;

let carregando: Promise<DetectorRosto> | null = null;

/** True when the browser's WebGL runs on a graphics card (not SwiftShader, llvmpipe or the like). */
function webglPorHardware(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(
      info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
    );
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !/swiftshader|llvmpipe|software|basic render/i.test(renderer);
  } catch {
    return false;
  }
}

async function carregar(): Promise<DetectorRosto> {
  // the library (with TensorFlow.js) is loaded only when the camera opens
  const faceapi = await import('@vladmandic/face-api');
  // the bundled TensorFlow.js has these, its type declarations do not name them
  const tf = faceapi.tf as typeof faceapi.tf & {
    setBackend(nome: string): Promise<boolean>;
    ready(): Promise<void>;
  };
  // WebGL on a graphics card; else the CPU (a software WebGL compiles its shaders slower than the
  // CPU back end runs this small network)
  const webgl = webglPorHardware() && (await tf.setBackend('webgl').catch(() => false));
  if (!webgl) await tf.setBackend('cpu');
  await tf.ready();
  const resposta = await fetch(urlPesos, { credentials: 'same-origin' });
  if (!resposta.ok) throw new Error(`modelo do detector de rosto: ${resposta.status}`);
  const pesos = tf.io.decodeWeights(await resposta.arrayBuffer(), manifesto[0].weights as never);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(pesos);
  const opcoes = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });
  return async (fonte) => {
    const d = await faceapi.detectSingleFace(fonte, opcoes);
    if (!d) return null;
    const { x, y, width, height } = d.box;
    return { x, y, largura: width, altura: height };
  };
}

/** The face detector, loaded once per page (a failed load is tried again next time). */
export function detectorRosto(): Promise<DetectorRosto> {
  if (!carregando) {
    carregando = carregar().catch((e) => {
      carregando = null;
      throw e;
    });
  }
  return carregando;
}
