// A loopback TCP relay in front of the test server whose plug a test can pull. Engines without
// network emulation (WebKit's WebDriver) go offline this way, and so does every engine here, so
// each meets the same dead network: connections reset, `navigator.onLine` still true — as behind a
// dead uplink or a captive portal. PM3 has to notice from its failed requests.
import net from 'node:net'

export interface OriginSwitch {
  /** The origin pages load from (the relay, on localhost: a secure context for service workers). */
  url: string
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function originSwitch(target: string): Promise<OriginSwitch> {
  const { hostname, port } = new URL(target)
  const open = new Set<net.Socket>()
  let connected = true
  const relay = net.createServer((client) => {
    if (!connected) {
      client.resetAndDestroy()
      return
    }
    const upstream = net.connect(Number(port), hostname)
    open.add(client)
    open.add(upstream)
    const end = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const address = relay.address() as net.AddressInfo
  return {
    url: `http://localhost:${address.port}`,
    cut() {
      connected = false
      for (const socket of open) socket.resetAndDestroy()
      open.clear()
    },
    restore() {
      connected = true
    },
    close() {
      for (const socket of open) socket.destroy()
      return new Promise((resolve) => relay.close(() => resolve()))
    },
  }
}
