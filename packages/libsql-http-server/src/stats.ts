/**
 * Round trips counted for benches: every protocol HTTP request is one round trip (the unit that
 * Turso's distance multiplies), pipelines are the subset that ran SQL, counted per stream too.
 */
export interface ServerStats {
  roundTrips: number
  pipelines: number
  streamsOpened: number
  streamsOpen: number
  requests: Record<string, number>
  perStream: { stream: number; pipelines: number; requests: number }[]
}

export class StatsCounter {
  #roundTrips = 0
  #pipelines = 0
  #streamsOpened = 0
  #requests: Record<string, number> = {}
  #perStream = new Map<number, { pipelines: number; requests: number }>()

  get roundTrips(): number {
    return this.#roundTrips
  }

  countRoundTrip(): void {
    this.#roundTrips++
  }

  countStreamOpened(): void {
    this.#streamsOpened++
  }

  countPipeline(stream: number, requestTypes: string[]): void {
    this.#pipelines++
    const perStream = this.#perStream.get(stream) ?? { pipelines: 0, requests: 0 }
    perStream.pipelines++
    perStream.requests += requestTypes.length
    this.#perStream.set(stream, perStream)
    for (const type of requestTypes) this.#requests[type] = (this.#requests[type] ?? 0) + 1
  }

  snapshot(streamsOpen: number): ServerStats {
    return {
      roundTrips: this.#roundTrips,
      pipelines: this.#pipelines,
      streamsOpened: this.#streamsOpened,
      streamsOpen,
      requests: { ...this.#requests },
      perStream: [...this.#perStream].map(([stream, counts]) => ({ stream, ...counts })),
    }
  }

  reset(): void {
    this.#roundTrips = 0
    this.#pipelines = 0
    this.#streamsOpened = 0
    this.#requests = {}
    this.#perStream.clear()
  }
}
