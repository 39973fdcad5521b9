/* SPDX-License-Identifier: GPL-2.0 */
/*
 * litter - what a recording or an import killed before it could clean up
 * leaves in the output's folder (its spool folder, its temporary
 * database), told from what a live one is using.
 *
 * A process id tells nothing: a recording in another PID namespace that
 * shares the folder has an id that is dead, or someone else's, here.  So
 * each one holds a lock (flock) on what it made, from the moment it made it
 * to its end; the kernel drops the lock when the process dies, however it
 * dies.  What can be locked is litter, and is then removed through
 * descriptors (never a path that a symbolic link swapped in meanwhile can
 * redirect), and only when this user made it.
 */
#ifndef PT_LITTER_H
#define PT_LITTER_H

/**
 * litter_lock - hold the file (or folder) of @fd locked for as long as @fd
 * is open; waits while a cleaner looks at it (a moment)
 * Return: 0, or -1 with errno set when the file system has no such locks:
 * the file cannot be told live then, and is never taken for litter either.
 */
int litter_lock(int fd);

/**
 * litter_unlocked - whether nobody holds the file (or folder) of @fd locked
 * Return: 1 when nobody does (the lock is ours now, until @fd is closed):
 * its maker is gone; 0 when a live process holds it; -1 when it cannot be
 * told (errno set).
 */
int litter_unlocked(int fd);

/**
 * litter_same - the entry @name of the folder @dir_fd is still the file of
 * @fd (and not a symbolic link, or something renamed in its place)
 * Return: 1 or 0.
 */
int litter_same(int dir_fd, const char *name, int fd);

/**
 * litter_none - a new file with no name in the folder @dir_fd, to read and
 * write, of which nothing can outlive the process, however it ends
 * (O_TMPFILE; where the file system has none, a file of a random name
 * unlinked as soon as made); others open it as /proc/self/fd/N
 * Return: its descriptor, or -1 with errno set.
 */
int litter_none(int dir_fd);

#endif
