// On a server that registers the OpenTelemetry SDK (e.g. `@opentelemetry/sdk-node`), once at start-up.
import { instrumentSdk } from '@music/sdk/telemetry'

instrumentSdk()
