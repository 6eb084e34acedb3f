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
   bytes, and received into receives posted ahead, as the Paragon's message
   coprocessor split messages into packets. */
#include <nx.h>

#define KIND_PINGPONG 0     /* csend / crecv */
#define KIND_PINGPONG_ASYNC 1 /* irecv posted first, isend, msgwait both */
#define KIND_STREAM 2       /* one way: bench_repetitions messages, then an ack */

#define MAX_LENGTHS 24
#define MAX_PAIRS 16
#define PACKET 4096         /* kernel/machine.i NI_MAX_BODY */
#define WINDOW 12           /* receives posted ahead; the kernel has 16 */
#define BUFFER_BYTES 1048576

#define TYPE_DATA 1
#define TYPE_READY 2
#define TYPE_ACK 3

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
long bench_done;            /* pairs this node finished, for the host's progress */

static char send_buffer[BUFFER_BYTES] __attribute__((aligned(32)));
static char receive_buffer[BUFFER_BYTES] __attribute__((aligned(32)));

static long packets_of(long bytes) { return bytes <= PACKET ? 1 : (bytes + PACKET - 1) / PACKET; }

static long packet_bytes(long bytes, long packet) {
    long left = bytes - packet * PACKET;
    return left < PACKET ? left : PACKET;
}

/* A message of `bytes`, as packets of up to PACKET bytes. */
static void send_message(char *buf, long bytes, long node) {
    long packets = packets_of(bytes);
    for (long p = 0; p < packets; p++) csend(TYPE_DATA, buf + p * PACKET, packet_bytes(bytes, p), node, 0);
}

/* `messages` messages of `bytes` each into buf, WINDOW packets posted ahead; with
   ready_to a node (not -1), a READY message tells it the first are posted. */
static void receive_messages(char *buf, long bytes, long messages, long ready_to) {
    long ids[WINDOW];
    long per_message = packets_of(bytes);
    long total = per_message * messages;
    long posted = 0;
    for (long p = 0; p < total; p++) {
        for (; posted < total && posted < p + WINDOW; posted++) {
            long in_message = posted % per_message;
            ids[posted % WINDOW] = irecv(TYPE_DATA, buf + in_message * PACKET, packet_bytes(bytes, in_message));
        }
        if (p == 0 && ready_to >= 0) csend(TYPE_READY, send_buffer, 0, ready_to, 0);
        msgwait(ids[p % WINDOW]);
    }
}

static void exchange(long sender, char *buf, long bytes, long partner) {
    if (sender) {
        send_message(buf, bytes, partner);
        receive_messages(receive_buffer, bytes, 1, -1);
    } else {
        receive_messages(receive_buffer, bytes, 1, -1);
        send_message(buf, bytes, partner);
    }
}

/* One round trip of the csend/crecv ping-pong; longer than a packet, windowed. */
static void round_trip(long sender, long bytes, long partner) {
    if (bytes > PACKET) {
        exchange(sender, send_buffer, bytes, partner);
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

/* The receiver posts its first receives, then says it is ready; the sender's time
   runs from then to the receiver's ack of the last message. */
static double stream(long sender, long bytes, long partner, long repetitions) {
    if (sender) {
        crecv(TYPE_READY, receive_buffer, 0);
        double start = dclock();
        for (long r = 0; r < repetitions; r++) send_message(send_buffer, bytes, partner);
        crecv(TYPE_ACK, receive_buffer, 0);
        return dclock() - start;
    }
    receive_messages(receive_buffer, bytes, repetitions, partner);
    csend(TYPE_ACK, send_buffer, 0, partner, 0);
    return 0;
}

int main(void) {
    long me = mynode();
    for (long k = 0; k < bench_pair_count; k++) {
        long sender = bench_senders[k] == me;
        if (!sender && bench_receivers[k] != me) continue;
        long partner = sender ? bench_receivers[k] : bench_senders[k];
        for (long i = 0; i < bench_length_count; i++) {
            long bytes = bench_lengths[i];
            double seconds = bench_kind == KIND_STREAM
                                 ? stream(sender, bytes, partner, bench_repetitions[i])
                                 : ping_pong(sender, bytes, partner, bench_repetitions[i]);
            if (sender) bench_seconds[k * MAX_LENGTHS + i] = seconds;
        }
        bench_done++;
    }
    return 0;
}
