/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_STRBUF_H
#define PT_STRBUF_H

#include <stddef.h>

/* A growable string; len excludes the NUL that is always kept at buf[len]. */
struct strbuf {
	char *buf;
	size_t len;
	size_t cap;
	int oom; /* an allocation failed: content is truncated */
};

#define STRBUF_INIT { NULL, 0, 0, 0 }

void sb_reset(struct strbuf *sb);
void sb_free(struct strbuf *sb);
void sb_add(struct strbuf *sb, const char *s, size_t len);
void sb_adds(struct strbuf *sb, const char *s);
void sb_addc(struct strbuf *sb, char c);
void sb_printf(struct strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/*
 * sb_json_str - append @s (@len bytes) as a JSON string literal, quotes
 * included: always valid UTF-8 (a byte that is no part of a well-formed
 * sequence is U+FFFD), control characters escaped (C0, DEL and C1 as
 * \uXXXX, as are U+2028 and U+2029)
 */
void sb_json_str(struct strbuf *sb, const char *s, size_t len);
/* sb_cstr - the content, never NULL */
const char *sb_cstr(struct strbuf *sb);

#endif
