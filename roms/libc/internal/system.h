/* The system layer under the library (CC-CONTRACT.md): host calls on a bare node
   (sys/bare.s), kernel system calls in a process (sys/process.s). Each returns -1
   on failure. */
#ifndef XP860_LIBC_SYSTEM_H
#define XP860_LIBC_SYSTEM_H

#define XP860_O_RDONLY 0
#define XP860_O_WRONLY 1
#define XP860_O_RDWR   2
#define XP860_O_CREAT  0x40
#define XP860_O_EXCL   0x80
#define XP860_O_TRUNC  0x200
#define XP860_O_APPEND 0x400

int __xp860_write(int fd, const void *buf, unsigned long count);
int __xp860_read(int fd, void *buf, unsigned long count);
int __xp860_open(const char *path, int flags, int mode);
int __xp860_close(int fd);
long __xp860_lseek(int fd, long offset, int whence);
int __xp860_remove(const char *path);
int __xp860_rename(const char *from, const char *to);
long __xp860_time(void);
_Noreturn void __xp860_exit(int status);
_Noreturn void __xp860_abort(void);

#endif
