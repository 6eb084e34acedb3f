#as:
#objdump: -dr
#name: xp860 branch-wrap
# Each target is address + 4 + 4 * offset, kept to 32 bits; no comment names a
# target of 0; one outside .text is named after the nearest symbol at or below
# it in the whole file (next), one inside after a .text symbol.

.*: +file format .*

Disassembly of section \.text:

00000000 <start>:
   0:	00 00 00 a0 	shl	%r0,%r0,%r0
   4:	fa ff ff 6b 	br	0xfffffff0	// fffffff0 <next\+0xffffffbc>
   8:	00 00 00 a0 	shl	%r0,%r0,%r0
   c:	fc 0f 9f 58 	bte	%r1,%r4,0x00000000
  10:	00 00 00 a0 	shl	%r0,%r0,%r0
  14:	00 20 b0 b4 	bla	%r4,%r5,0xfffe0018	// fffe0018 <next\+0xfffdffe4>
  18:	00 00 00 a0 	shl	%r0,%r0,%r0
  1c:	00 00 00 6c 	call	0x00000020	// 20 <start\+0x20>
			1c: R_860_PC26	ext\+0x8
  20:	00 00 00 a0 	shl	%r0,%r0,%r0
  24:	00 18 80 54 	btne	3,%r4,0x00000028	// 28 <start\+0x28>
			24: R_860_PC16	far
  28:	00 00 00 a0 	shl	%r0,%r0,%r0
  2c:	01 00 00 74 	bc.t	0x00000034	// 34 <next>
  30:	00 00 00 a0 	shl	%r0,%r0,%r0

00000034 <next>:
  34:	f2 ff ff 7b 	bnc	0x00000000
