/* NX communication benchmarks (issue 16): ping-pong latency and bandwidth, and
   one-way streaming bandwidth, between pairs of nodes, timed by each sender's own
   dclock() as a Paragon user would. One program for every node; the host
   (kernel/nx_bench.cpp) writes the bench_ variables into each node's copy before
   it starts and reads bench_seconds back from the senders.

   Pair k is node bench_senders[k] with node bench_receivers[k]. A node takes part
   in the pairs that name it, in order: with node 0 in every pair and a different
   partner in each, the pairs run one after another (latency against distance);
   with disjoint pairs they run at once (contention).

   The kernel's isend takes at most one network packet's body, 4096 bytes
   (NI_MAX_BODY); a longer message is sent as consecutive messages of up to 4096
   bytes into receives posted ahead, as the Paragon's message coprocessor split
   messages into packets. The receiver keeps WINDOW of them posted and grants the
   sender CREDIT more each time it has reposted that many, so that no packet
   arrives before its receive (the kernel would keep it and copy it byte by byte:
   the benchmark measures the posted path). */
#include <nx.h>

#define KIND_PINGPONG 0       /* csend / crecv */
#define KIND_PINGPONG_ASYNC 1 /* irecv posted first, isend, msgwait both */
#define KIND_STREAM 2         /* one way: bench_repetitions messages, then an ack */
#define KIND_PINGPONG_HANDLER 3 /* hrecv posted first, csend, spin until the handler
                                 ran; one length (the receiver posts for the next round) */

#define MAX_LENGTHS 24
#define MAX_PAIRS 16
#define PACKET 4096           /* kernel/machine.i NI_MAX_BODY */
#define WINDOW 12             /* receives posted ahead; the kernel has 16 */
#define CREDIT 6              /* packets granted at a time */
#define BUFFER_BYTES 1048576

#define TYPE_DATA 1
#define TYPE_READY 2
#define TYPE_ACK 3
#define TYPE_CREDIT 4

long bench_kind;
long bench_warmup;
long bench_length_count;
long bench_lengths[MAX_LENGTHS];
long bench_repetitions[MAX_LENGTHS];
long bench_pair_count;
long bench_senders[MAX_PAIRS];
long bench_receivers[MAX_PAIRS];
/* Seconds per measured unit, pair by pair, length by length: one way (round trip
   / 2) for the ping-pongs, the whole stream for KIND_STREAM. */
double bench_seconds[MAX_PAIRS * MAX_LENGTHS];

static char send_buffer[BUFFER_BYTES] __attribute__((aligned(32)));
static char receive_buffer[BUFFER_BYTES] __attribute__((aligned(32)));
static volatile long arrived; /* set by the hrecv handler */

static long packets_of(long bytes) { return bytes <= PACKET ? 1 : (bytes + PACKET - 1) / PACKET; }

/* The bytes of packet p of a message of `bytes`, and where in the message it goes. */
static long packet_bytes(long bytes, long p) {
    long left = bytes - (p % packets_of(bytes)) * PACKET;
    return left < PACKET ? left : PACKET;
}

static long packet_offset(long bytes, long p) { return (p % packets_of(bytes)) * PACKET; }

/* `messages` messages of `bytes` each from buf, packet by packet, waiting for a
   credit before each packet past the window the receiver posted. */
static void send_messages(char *buf, long bytes, long messages, long node) {
    long total = packets_of(bytes) * messages;
    for (long p = 0; p < total; p++) {
        if (p >= WINDOW && (p - WINDOW) % CREDIT == 0) crecv(TYPE_CREDIT, receive_buffer, 0);
        csend(TYPE_DATA, buf + packet_offset(bytes, p), packet_bytes(bytes, p), node, 0);
    }
}

/* Receiving `messages` messages of `bytes` each into buf from node: WINDOW
   packets posted ahead, a credit sent for every CREDIT reposted. */
struct window {
    long ids[WINDOW];
    char *buf;
    long bytes, total, posted, node;
};

static void post_next(struct window *w) {
    w->ids[w->posted % WINDOW] =
        irecv(TYPE_DATA, w->buf + packet_offset(w->bytes, w->posted), packet_bytes(w->bytes, w->posted));
    w->posted++;
}

static void open_window(struct window *w, char *buf, long bytes, long messages, long node) {
    w->buf = buf;
    w->bytes = bytes;
    w->total = packets_of(bytes) * messages;
    w->posted = 0;
    w->node = node;
    while (w->posted < w->total && w->posted < WINDOW) post_next(w);
}

static void drain_window(struct window *w) {
    for (long p = 0; p < w->total; p++) {
        msgwait(w->ids[p % WINDOW]);
        if (w->posted < w->total) post_next(w);
        if ((p + 1) % CREDIT == 0 && WINDOW + p + 1 - CREDIT < w->total)
            csend(TYPE_CREDIT, send_buffer, 0, w->node, 0);
    }
}

static void on_arrival(long type, long count, long node, long ptype) { arrived = 1; }

/* One round trip; messages longer than a packet go windowed whatever the kind. */
static void round_trip(long sender, long bytes, long partner) {
    if (bytes > PACKET) {
        /* Each side posts its receives before it sends. */
        struct window w;
        open_window(&w, receive_buffer, bytes, 1, partner);
        if (sender) send_messages(send_buffer, bytes, 1, partner);
        drain_window(&w);
        if (!sender) send_messages(send_buffer, bytes, 1, partner);
    } else if (bench_kind == KIND_PINGPONG_HANDLER) {
        if (sender) hrecv(TYPE_DATA, receive_buffer, bytes, on_arrival);
        if (sender) csend(TYPE_DATA, send_buffer, bytes, partner, 0);
        while (!arrived) continue;
        arrived = 0;
        if (!sender) hrecv(TYPE_DATA, receive_buffer, bytes, on_arrival);
        if (!sender) csend(TYPE_DATA, send_buffer, bytes, partner, 0);
    } else if (sender) {
        csend(TYPE_DATA, send_buffer, bytes, partner, 0);
        crecv(TYPE_DATA, receive_buffer, bytes);
    } else {
        crecv(TYPE_DATA, receive_buffer, bytes);
        csend(TYPE_DATA, send_buffer, bytes, partner, 0);
    }
}

/* `rounds` round trips with the receive posted before the send. */
static void async_round_trips(long sender, long bytes, long partner, long rounds) {
    long receive = irecv(TYPE_DATA, receive_buffer, bytes);
    for (long r = 0; r < rounds; r++) {
        if (!sender) msgwait(receive);
        long send = isend(TYPE_DATA, send_buffer, bytes, partner, 0);
        msgwait(send);
        if (sender) msgwait(receive);
        if (r + 1 < rounds) receive = irecv(TYPE_DATA, receive_buffer, bytes);
    }
}

static double ping_pong(long sender, long bytes, long partner, long repetitions) {
    double start = 0;
    if (bench_kind == KIND_PINGPONG_ASYNC && bytes <= PACKET) {
        async_round_trips(sender, bytes, partner, bench_warmup);
        start = dclock();
        async_round_trips(sender, bytes, partner, repetitions);
    } else {
        for (long r = 0; r < bench_warmup; r++) round_trip(sender, bytes, partner);
        start = dclock();
        for (long r = 0; r < repetitions; r++) round_trip(sender, bytes, partner);
    }
    return (dclock() - start) / (2.0 * repetitions);
}

/* The sender's time runs from the receiver's READY (its first receives posted) to
   its ack of the last message. */
static double stream(long sender, long bytes, long partner, long repetitions) {
    if (sender) {
        crecv(TYPE_READY, receive_buffer, 0);
        double start = dclock();
        send_messages(send_buffer, bytes, repetitions, partner);
        crecv(TYPE_ACK, receive_buffer, 0);
        return dclock() - start;
    }
    struct window w;
    open_window(&w, receive_buffer, bytes, repetitions, partner);
    csend(TYPE_READY, send_buffer, 0, partner, 0);
    drain_window(&w);
    csend(TYPE_ACK, send_buffer, 0, partner, 0);
    return 0;
}

int main(void) {
    long me = mynode();
    if (bench_kind == KIND_PINGPONG_HANDLER)
        for (long k = 0; k < bench_pair_count; k++)
            if (bench_receivers[k] == me) hrecv(TYPE_DATA, receive_buffer, bench_lengths[0], on_arrival);
    for (long k = 0; k < bench_pair_count; k++) {
        long sender = bench_senders[k] == me;
        if (!sender && bench_receivers[k] != me) continue;
        long partner = sender ? bench_receivers[k] : bench_senders[k];
        for (long i = 0; i < bench_length_count; i++) {
            long bytes = bench_lengths[i];
            double seconds = bench_kind == KIND_STREAM ? stream(sender, bytes, partner, bench_repetitions[i])
                                                       : ping_pong(sender, bytes, partner, bench_repetitions[i]);
            if (sender) bench_seconds[k * MAX_LENGTHS + i] = seconds;
        }
    }
    return 0;
}
