/* Writing formatted text to a sink (internal/format.h), with field padding. */
#include "../internal/format.h"

#include <string.h>

void __sink_write(struct sink *sink, const char *text, size_t length) {
  if (!sink->counting && !sink->failed && sink->put(sink, text, length) != 0) sink->failed = 1;
  sink->count += length;
}

void __sink_repeat(struct sink *sink, char c, int times) {
  if (times <= 0) return;
  char block[16];
  memset(block, c, sizeof block);
  for (; times > 0; times -= (int)sizeof block)
    __sink_write(sink, block, times < (int)sizeof block ? (size_t)times : sizeof block);
}

void __sink_field(struct sink *sink, const struct spec *spec, const char *prefix,
                  void (*body)(struct sink *, const void *), const void *context,
                  int zero_pad) {
  struct sink measure = {0};
  measure.counting = 1;
  body(&measure, context);
  size_t prefix_length = strlen(prefix);
  int padding = spec->width - (int)(prefix_length + measure.count);
  if (padding > 0 && !spec->left && !(spec->zero && zero_pad)) __sink_repeat(sink, ' ', padding);
  __sink_write(sink, prefix, prefix_length);
  if (padding > 0 && !spec->left && spec->zero && zero_pad) __sink_repeat(sink, '0', padding);
  body(sink, context);
  if (padding > 0 && spec->left) __sink_repeat(sink, ' ', padding);
}
