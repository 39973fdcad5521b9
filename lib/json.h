/* SPDX-License-Identifier: GPL-2.0 */
/*
 * json - the one writer of every JSON the programs print (after git's
 * json-writer.c): objects and arrays nested to JSON_MAX_DEPTH, strings
 * escaped, numbers as the caller asks (exact by default), NAN and infinities
 * as null.
 *
 * Values go where the writer is: after jw_key() in an object, or as the
 * next element of an array (or the top value).  An object or array begun
 * with jw_object() or jw_array() prints one member per line, indented; one
 * begun with the _inline variants prints on one line, and so does
 * everything inside it.
 *
 *	struct json_writer jw;
 *
 *	jw_init(&jw);
 *	jw_object(&jw);
 *	jw_key(&jw, "p50");
 *	jw_double(&jw, 12.5);
 *	jw_end(&jw);
 *	fputs(jw_text(&jw), f);
 *	jw_free(&jw);
 */
#ifndef PT_JSON_H
#define PT_JSON_H

#include "strbuf.h"

#define JSON_MAX_DEPTH 16

struct json_writer {
	struct strbuf sb;
	int depth;
	int open_key; /* jw_key() was called: the value comes next */
	struct {
		char close;  /* '}' or ']' */
		int n;       /* members written */
		int is_inline;
	} level[JSON_MAX_DEPTH];
	int overflow; /* containers deeper than JSON_MAX_DEPTH: not closed right */
};

/* jw_init - an empty writer; jw_free() releases it */
void jw_init(struct json_writer *jw);
void jw_free(struct json_writer *jw);

/* jw_object, jw_object_inline - begin an object: one member per line, or
 * all on one line */
void jw_object(struct json_writer *jw);
void jw_object_inline(struct json_writer *jw);
/* jw_array, jw_array_inline - begin an array, the same way */
void jw_array(struct json_writer *jw);
void jw_array_inline(struct json_writer *jw);
/* jw_end - end the innermost open container */
void jw_end(struct json_writer *jw);

/* jw_key - the key of the next member of the current object */
void jw_key(struct json_writer *jw, const char *key);

/* jw_string - @s escaped; NULL is null */
void jw_string(struct json_writer *jw, const char *s);
/* jw_int, jw_uint - an integer, every digit */
void jw_int(struct json_writer *jw, long long v);
void jw_uint(struct json_writer *jw, unsigned long long v);
/**
 * jw_double - @v exactly: an integral value (a count) with all its digits,
 * any other with the fewest significant digits (15 to 17) that read back as
 * the same double; NAN and infinities as null
 */
void jw_double(struct json_writer *jw, double v);
/* jw_fixed - @v with @decimals digits after the point (printf %.*f); null as jw_double */
void jw_fixed(struct json_writer *jw, double v, int decimals);
/* jw_sig - @v with @digits significant digits (printf %.*g); null as jw_double */
void jw_sig(struct json_writer *jw, double v, int digits);
/* jw_bool - true or false; jw_null - null */
void jw_bool(struct json_writer *jw, int v);
void jw_null(struct json_writer *jw);

/* jw_text - what was written so far, never NULL; a newline ends the top value */
const char *jw_text(struct json_writer *jw);

#endif
