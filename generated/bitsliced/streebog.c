/* Auto-generated file. Do not edit!
 *   Template: templates/bitsliced/streebog.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/bitsliced.py
 *   Regenerate with: python -m gostgen.generate */
/* Streebog's compression g_N, constant-time portable C: bitsliced (see backends/bitsliced.py).
 * A 512-bit value is 8 planes, plane b holding bit b of every byte (lane = byte index): S is a
 * Boolean circuit for pi, P an 8x8 bit transpose of every plane, L masked byte rotations; all
 * computed by the generator from dsl/streebog.gg. No branch or memory index depends on data. */
#include "gg_backend.h"
#include "gg_bs_circuits.h"
#include "gg_bytes.h"

/* C in plane form */
static const uint64_t C_consts[12][8] = {
    { UINT64_C(0xa1f5949c970383b3), UINT64_C(0x3ee1f9408ce2510d), UINT64_C(0x0827ad5f4409fea7), UINT64_C(0x7fe3c871c2300a90), UINT64_C(0xba0323a958037498), UINT64_C(0x81a6e8a966ac752c), UINT64_C(0x37ce76cbe6466eba), UINT64_C(0x97d80237388a08cc) },
    { UINT64_C(0xeeeb86d7726ade4f), UINT64_C(0xd3d9fe38bc1f3d83), UINT64_C(0xa6bb407c64c2cba1), UINT64_C(0x9fa86b30938d5642), UINT64_C(0x2527d16defc8d957), UINT64_C(0xea46f685506220dd), UINT64_C(0x80d5f0e015b9cfd0), UINT64_C(0x7c63e144c65b6e87) },
    { UINT64_C(0x8b45532fa5d31390), UINT64_C(0x0f88bbc3e236de6f), UINT64_C(0xf727b63036106870), UINT64_C(0x3efc3747226306ce), UINT64_C(0xe0657ebb8f3267f5), UINT64_C(0xda7d40ef553c6515), UINT64_C(0xe52878e3d0ceb610), UINT64_C(0xb52245c8dbc2eab5) },
    { UINT64_C(0xf4ad2993cd7a5b06), UINT64_C(0xf3005845567f6aa5), UINT64_C(0xe60b77b76b418279), UINT64_C(0xe8c9d7bda8812471), UINT64_C(0x758d1fe743fdcb32), UINT64_C(0x9ab61b5ba951b7b5), UINT64_C(0xabef954c4b846506), UINT64_C(0xb9b36090dac93d3e) },
    { UINT64_C(0xaf67d0b7fbdc0b51), UINT64_C(0xe6c39d56b5dff643), UINT64_C(0x1e58fcf7fad5515f), UINT64_C(0xf9dcb147c4c29c3e), UINT64_C(0x01c0faf3a6d3d17b), UINT64_C(0x784f80a38f5cbf9e), UINT64_C(0xe629811252c0d7bf), UINT64_C(0x5984045bc3d02d12) },
    { UINT64_C(0x4bb298409220e302), UINT64_C(0xf6b8446bf6ff9a99), UINT64_C(0xf8c0e353bb37ab0f), UINT64_C(0xfd9a91eacca482d3), UINT64_C(0x0f1e18fc5f65dd92), UINT64_C(0xb4ded3547355d9d7), UINT64_C(0x43a97d45c05a72ff), UINT64_C(0xb361323ff74fa480) },
    { UINT64_C(0x428a97dbb972e111), UINT64_C(0x7c387ef665d44b69), UINT64_C(0xfb7d7e601bc3f476), UINT64_C(0x2d5ac52daa2c1698), UINT64_C(0x9099c4be4100c52f), UINT64_C(0x8d5c8c342b288d08), UINT64_C(0xcb9139c510643332), UINT64_C(0xcf787f83741009c3) },
    { UINT64_C(0xefc3509c74fd1d6a), UINT64_C(0xf5f4c7153e11a04f), UINT64_C(0x494ccf6a8227d0fb), UINT64_C(0xea2cab9d74b14b69), UINT64_C(0xe4007f558d489d59), UINT64_C(0x01647450a095d2ca), UINT64_C(0x3a47b22e90ca2d52), UINT64_C(0x87606ac7dd6e639a) },
    { UINT64_C(0xc5025c7619c40c5d), UINT64_C(0xeb27b2105efc9e8f), UINT64_C(0xd8cf49b5220fa420), UINT64_C(0x617bf4c65af2ee03), UINT64_C(0xbdb7f0f00d937493), UINT64_C(0x8608e99805c843c4), UINT64_C(0x305b42682a8129f3), UINT64_C(0x41b904598f3a3809) },
    { UINT64_C(0x8623e9efef081d35), UINT64_C(0xf34b2dddfbcea730), UINT64_C(0x762438c0e8658ae7), UINT64_C(0xe2d09fd88de8641b), UINT64_C(0x618b1bcc82dffeda), UINT64_C(0xd2ef2a666ebda6d1), UINT64_C(0x23376b6265a731b5), UINT64_C(0xf82fad70c801737b) },
    { UINT64_C(0xcb183f5172bc259f), UINT64_C(0xa96e7e0299c6d4c5), UINT64_C(0x6833020e50be8532), UINT64_C(0xef16fc01dffbb7d3), UINT64_C(0xb187d0096259a305), UINT64_C(0x898a7d933aca44a6), UINT64_C(0xdd3ee9033daebfd4), UINT64_C(0x7f33dc249be1ca7c) },
    { UINT64_C(0xba468707b4c43b0e), UINT64_C(0xf5c115232191a636), UINT64_C(0xf408ef12b3e07042), UINT64_C(0x4105ae83ba5a8bd4), UINT64_C(0x8fd33fbb9c41ff6e), UINT64_C(0xbb1379cc20b6c449), UINT64_C(0x38858590a285d89a), UINT64_C(0x69b2cc9377bcdd6a) },
};

/* L's masks: bit r of every byte where an output bit takes a rotated input bit (see lpsx) */
static const uint64_t lmask[501] = {
UINT64_C(0x8181818181818181), UINT64_C(0x3434343434343434), UINT64_C(0x5252525252525252), 
UINT64_C(0x9898989898989898), UINT64_C(0xf6f6f6f6f6f6f6f6), UINT64_C(0xf2f2f2f2f2f2f2f2), 
UINT64_C(0x3434343434343434), UINT64_C(0x7272727272727272), UINT64_C(0xf3f3f3f3f3f3f3f3), 
UINT64_C(0x4e4e4e4e4e4e4e4e), UINT64_C(0xbfbfbfbfbfbfbfbf), UINT64_C(0x2222222222222222), 
UINT64_C(0x0e0e0e0e0e0e0e0e), UINT64_C(0xc7c7c7c7c7c7c7c7), UINT64_C(0xa6a6a6a6a6a6a6a6), 
UINT64_C(0x1818181818181818), UINT64_C(0x0202020202020202), UINT64_C(0xf7f7f7f7f7f7f7f7), 
UINT64_C(0x1010101010101010), UINT64_C(0x1515151515151515), UINT64_C(0xf0f0f0f0f0f0f0f0), 
UINT64_C(0x8282828282828282), UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x4444444444444444), 
UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0x0808080808080808), 
UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0x8b8b8b8b8b8b8b8b), 
UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0x0404040404040404), 
UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), UINT64_C(0xc9c9c9c9c9c9c9c9), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x0f0f0f0f0f0f0f0f), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), UINT64_C(0x0202020202020202), 
UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), UINT64_C(0x8383838383838383), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), UINT64_C(0x9e9e9e9e9e9e9e9e), 
UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), UINT64_C(0x3838383838383838), 
UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), UINT64_C(0x6060606060606060), 
UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0xb8b8b8b8b8b8b8b8), 
UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0xc5c5c5c5c5c5c5c5), 
UINT64_C(0x8888888888888888), UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xfcfcfcfcfcfcfcfc), 
UINT64_C(0xbcbcbcbcbcbcbcbc), UINT64_C(0x5d5d5d5d5d5d5d5d), UINT64_C(0x2c2c2c2c2c2c2c2c), 
UINT64_C(0x6a6a6a6a6a6a6a6a), UINT64_C(0x8181818181818181), UINT64_C(0x3434343434343434), 
UINT64_C(0x5252525252525252), UINT64_C(0x9898989898989898), UINT64_C(0xf6f6f6f6f6f6f6f6), 
UINT64_C(0xf2f2f2f2f2f2f2f2), UINT64_C(0x3434343434343434), UINT64_C(0x7272727272727272), 
UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x4e4e4e4e4e4e4e4e), UINT64_C(0xbfbfbfbfbfbfbfbf), 
UINT64_C(0x2222222222222222), UINT64_C(0x0e0e0e0e0e0e0e0e), UINT64_C(0xc7c7c7c7c7c7c7c7), 
UINT64_C(0xa6a6a6a6a6a6a6a6), UINT64_C(0x1818181818181818), UINT64_C(0x0202020202020202), 
UINT64_C(0xf7f7f7f7f7f7f7f7), UINT64_C(0x1010101010101010), UINT64_C(0x1515151515151515), 
UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x8282828282828282), UINT64_C(0xc2c2c2c2c2c2c2c2), 
UINT64_C(0x4444444444444444), UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), 
UINT64_C(0x0808080808080808), UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), 
UINT64_C(0x8b8b8b8b8b8b8b8b), UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), 
UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), 
UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), 
UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), 
UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), 
UINT64_C(0x3838383838383838), UINT64_C(0x7272727272727272), UINT64_C(0xf5f5f5f5f5f5f5f5), 
UINT64_C(0xafafafafafafafaf), UINT64_C(0x7474747474747474), UINT64_C(0x6060606060606060), 
UINT64_C(0x1111111111111111), UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0xe2e2e2e2e2e2e2e2), 
UINT64_C(0x3636363636363636), UINT64_C(0xc6c6c6c6c6c6c6c6), UINT64_C(0xb0b0b0b0b0b0b0b0), 
UINT64_C(0xdededededededede), UINT64_C(0xb2b2b2b2b2b2b2b2), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x8a8a8a8a8a8a8a8a), UINT64_C(0x7272727272727272), UINT64_C(0x8383838383838383), 
UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x4242424242424242), UINT64_C(0x8d8d8d8d8d8d8d8d), 
UINT64_C(0x0606060606060606), UINT64_C(0x7070707070707070), UINT64_C(0x3434343434343434), 
UINT64_C(0xb0b0b0b0b0b0b0b0), UINT64_C(0xb7b7b7b7b7b7b7b7), UINT64_C(0x7979797979797979), 
UINT64_C(0x7f7f7f7f7f7f7f7f), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0x4747474747474747), 
UINT64_C(0x6767676767676767), UINT64_C(0x2d2d2d2d2d2d2d2d), UINT64_C(0x8282828282828282), 
UINT64_C(0x6c6c6c6c6c6c6c6c), UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x0808080808080808), 
UINT64_C(0x1616161616161616), UINT64_C(0x3939393939393939), UINT64_C(0x2b2b2b2b2b2b2b2b), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0xcdcdcdcdcdcdcdcd), UINT64_C(0x8d8d8d8d8d8d8d8d), 
UINT64_C(0x3131313131313131), UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x3030303030303030), 
UINT64_C(0x9494949494949494), UINT64_C(0xaaaaaaaaaaaaaaaa), UINT64_C(0x4e4e4e4e4e4e4e4e), 
UINT64_C(0xbbbbbbbbbbbbbbbb), UINT64_C(0xedededededededed), UINT64_C(0x4848484848484848), 
UINT64_C(0x1818181818181818), UINT64_C(0x4040404040404040), UINT64_C(0x5757575757575757), 
UINT64_C(0xfdfdfdfdfdfdfdfd), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0x3737373737373737), 
UINT64_C(0xb9b9b9b9b9b9b9b9), UINT64_C(0x6262626262626262), UINT64_C(0xfbfbfbfbfbfbfbfb), 
UINT64_C(0xd6d6d6d6d6d6d6d6), UINT64_C(0xb2b2b2b2b2b2b2b2), UINT64_C(0xc4c4c4c4c4c4c4c4), 
UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0x3a3a3a3a3a3a3a3a), UINT64_C(0x4848484848484848), 
UINT64_C(0xbdbdbdbdbdbdbdbd), UINT64_C(0x1a1a1a1a1a1a1a1a), UINT64_C(0xd3d3d3d3d3d3d3d3), 
UINT64_C(0xcdcdcdcdcdcdcdcd), UINT64_C(0x6363636363636363), UINT64_C(0x3939393939393939), 
UINT64_C(0x8181818181818181), UINT64_C(0xbbbbbbbbbbbbbbbb), UINT64_C(0x1010101010101010), 
UINT64_C(0x5656565656565656), UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0xd6d6d6d6d6d6d6d6), 
UINT64_C(0x6666666666666666), UINT64_C(0xfafafafafafafafa), UINT64_C(0x3434343434343434), 
UINT64_C(0x3131313131313131), UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0xcbcbcbcbcbcbcbcb), 
UINT64_C(0x4242424242424242), UINT64_C(0x1818181818181818), UINT64_C(0x8a8a8a8a8a8a8a8a), 
UINT64_C(0xb0b0b0b0b0b0b0b0), UINT64_C(0xc7c7c7c7c7c7c7c7), UINT64_C(0xf4f4f4f4f4f4f4f4), 
UINT64_C(0x8282828282828282), UINT64_C(0x8585858585858585), UINT64_C(0x4f4f4f4f4f4f4f4f), 
UINT64_C(0xd0d0d0d0d0d0d0d0), UINT64_C(0xbfbfbfbfbfbfbfbf), UINT64_C(0x2a2a2a2a2a2a2a2a), 
UINT64_C(0xd9d9d9d9d9d9d9d9), UINT64_C(0x7d7d7d7d7d7d7d7d), UINT64_C(0x6767676767676767), 
UINT64_C(0x2929292929292929), UINT64_C(0x8e8e8e8e8e8e8e8e), UINT64_C(0xcececececececece), 
UINT64_C(0x6161616161616161), UINT64_C(0x8d8d8d8d8d8d8d8d), UINT64_C(0xa5a5a5a5a5a5a5a5), 
UINT64_C(0xf5f5f5f5f5f5f5f5), UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0x2e2e2e2e2e2e2e2e), 
UINT64_C(0xe4e4e4e4e4e4e4e4), UINT64_C(0x2121212121212121), UINT64_C(0x8989898989898989), 
UINT64_C(0xecececececececec), UINT64_C(0x0e0e0e0e0e0e0e0e), UINT64_C(0x7d7d7d7d7d7d7d7d), 
UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x7373737373737373), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0xfefefefefefefefe), UINT64_C(0x2828282828282828), UINT64_C(0x8383838383838383), 
UINT64_C(0x9d9d9d9d9d9d9d9d), UINT64_C(0x4e4e4e4e4e4e4e4e), UINT64_C(0x7878787878787878), 
UINT64_C(0x8383838383838383), UINT64_C(0x5c5c5c5c5c5c5c5c), UINT64_C(0x4545454545454545), 
UINT64_C(0x2b2b2b2b2b2b2b2b), UINT64_C(0x1d1d1d1d1d1d1d1d), UINT64_C(0x6e6e6e6e6e6e6e6e), 
UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), 
UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), 
UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), 
UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), 
UINT64_C(0x3838383838383838), UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), 
UINT64_C(0x6060606060606060), UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), 
UINT64_C(0xb8b8b8b8b8b8b8b8), UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x8686868686868686), UINT64_C(0x8686868686868686), UINT64_C(0x7979797979797979), 
UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x2525252525252525), UINT64_C(0x1010101010101010), 
UINT64_C(0x7b7b7b7b7b7b7b7b), UINT64_C(0x6565656565656565), UINT64_C(0x1111111111111111), 
UINT64_C(0x5353535353535353), UINT64_C(0xc4c4c4c4c4c4c4c4), UINT64_C(0xa4a4a4a4a4a4a4a4), 
UINT64_C(0xacacacacacacacac), UINT64_C(0x2626262626262626), UINT64_C(0xb9b9b9b9b9b9b9b9), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0x6d6d6d6d6d6d6d6d), UINT64_C(0x7a7a7a7a7a7a7a7a), 
UINT64_C(0x7575757575757575), UINT64_C(0xefefefefefefefef), UINT64_C(0xd4d4d4d4d4d4d4d4), 
UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7b7b7b7b7b7b7b7b), UINT64_C(0xa2a2a2a2a2a2a2a2), 
UINT64_C(0xb0b0b0b0b0b0b0b0), UINT64_C(0x0101010101010101), UINT64_C(0x4646464646464646), 
UINT64_C(0x2929292929292929), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4444444444444444), 
UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0x0808080808080808), 
UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0x8b8b8b8b8b8b8b8b), 
UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0x0404040404040404), 
UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), UINT64_C(0xc9c9c9c9c9c9c9c9), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x0f0f0f0f0f0f0f0f), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), UINT64_C(0x0202020202020202), 
UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), UINT64_C(0x8383838383838383), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), UINT64_C(0x9e9e9e9e9e9e9e9e), 
UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), UINT64_C(0x3838383838383838), 
UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), UINT64_C(0x6060606060606060), 
UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0xb8b8b8b8b8b8b8b8), 
UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0xa9a9a9a9a9a9a9a9), 
UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x8686868686868686), 
UINT64_C(0x8686868686868686), UINT64_C(0x7979797979797979), UINT64_C(0xf3f3f3f3f3f3f3f3), 
UINT64_C(0x2525252525252525), UINT64_C(0x1010101010101010), UINT64_C(0x7b7b7b7b7b7b7b7b), 
UINT64_C(0x6565656565656565), UINT64_C(0x1111111111111111), UINT64_C(0x5353535353535353), 
UINT64_C(0xc4c4c4c4c4c4c4c4), UINT64_C(0xa4a4a4a4a4a4a4a4), UINT64_C(0xacacacacacacacac), 
UINT64_C(0x2626262626262626), UINT64_C(0xb9b9b9b9b9b9b9b9), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0x6d6d6d6d6d6d6d6d), UINT64_C(0x7a7a7a7a7a7a7a7a), UINT64_C(0x7575757575757575), 
UINT64_C(0xefefefefefefefef), UINT64_C(0xd4d4d4d4d4d4d4d4), UINT64_C(0x0202020202020202), 
UINT64_C(0xf7f7f7f7f7f7f7f7), UINT64_C(0x1010101010101010), UINT64_C(0x1515151515151515), 
UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x8282828282828282), UINT64_C(0xc2c2c2c2c2c2c2c2), 
UINT64_C(0x4444444444444444), UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), 
UINT64_C(0x0808080808080808), UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), 
UINT64_C(0x8b8b8b8b8b8b8b8b), UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), 
UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), 
UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), 
UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), 
UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), 
UINT64_C(0x3838383838383838), UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), 
UINT64_C(0x6060606060606060), UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), 
UINT64_C(0xb8b8b8b8b8b8b8b8), UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x8686868686868686), UINT64_C(0x8686868686868686), UINT64_C(0x7979797979797979), 
UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x2525252525252525), UINT64_C(0x1010101010101010), 
UINT64_C(0x7b7b7b7b7b7b7b7b), UINT64_C(0x6565656565656565), UINT64_C(0x1111111111111111), 
UINT64_C(0x5353535353535353), UINT64_C(0xc4c4c4c4c4c4c4c4), UINT64_C(0xa4a4a4a4a4a4a4a4), 
UINT64_C(0xacacacacacacacac), UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x4e4e4e4e4e4e4e4e), 
UINT64_C(0xbfbfbfbfbfbfbfbf), UINT64_C(0x2222222222222222), UINT64_C(0x0e0e0e0e0e0e0e0e), 
UINT64_C(0xc7c7c7c7c7c7c7c7), UINT64_C(0xa6a6a6a6a6a6a6a6), UINT64_C(0x1818181818181818), 
UINT64_C(0x0202020202020202), UINT64_C(0xf7f7f7f7f7f7f7f7), UINT64_C(0x1010101010101010), 
UINT64_C(0x1515151515151515), UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x8282828282828282), 
UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x4444444444444444), UINT64_C(0x3737373737373737), 
UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0x0808080808080808), UINT64_C(0x4949494949494949), 
UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0x8b8b8b8b8b8b8b8b), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), 
UINT64_C(0x0303030303030303), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), 
UINT64_C(0x0606060606060606), UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), 
UINT64_C(0xdddddddddddddddd), UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), 
UINT64_C(0x2121212121212121), UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x4343434343434343), UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), 
UINT64_C(0x6666666666666666), UINT64_C(0x3838383838383838), UINT64_C(0x7070707070707070), 
UINT64_C(0x0606060606060606), UINT64_C(0x6060606060606060), UINT64_C(0xc3c3c3c3c3c3c3c3), 
UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0xb8b8b8b8b8b8b8b8), UINT64_C(0x0101010101010101), 
UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0xf0f0f0f0f0f0f0f0), 
UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x8686868686868686), UINT64_C(0x8686868686868686), 
UINT64_C(0x7979797979797979), UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x2525252525252525), 
};

/* 8x8 bit transpose of a word: bit t of byte r <-> bit r of byte t (an involution). */
static inline uint64_t bit_transpose8(uint64_t x)
{
    uint64_t t;
    t = (x ^ (x >> 7)) & UINT64_C(0x00AA00AA00AA00AA);
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & UINT64_C(0x0000CCCC0000CCCC);
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & UINT64_C(0x00000000F0F0F0F0);
    x ^= t ^ (t << 28);
    return x;
}

/* 8 words as an 8x8 byte matrix, transposed in place (delta swaps; an involution). */
static inline void byte_transpose8(uint64_t w[8])
{
    static const uint64_t mask[3] = { UINT64_C(0x00000000FFFFFFFF), UINT64_C(0x0000FFFF0000FFFF),
                                      UINT64_C(0x00FF00FF00FF00FF) };
    for (unsigned level = 0; level < 3; level++) {
        const unsigned s = 32u >> level, d = s / 8;
        const uint64_t m = mask[level];
        for (unsigned i = 0; i < 8; i++) {
            if (i & d)
                continue;
            const uint64_t x = w[i], y = w[i + d];
            w[i] = (x & m) | ((y & m) << s);
            w[i + d] = ((x >> s) & m) | (y & ~m);
        }
    }
}

/* Every byte of x rotated left by d (1..7). */
#define BROT(x, d) ((((x) << (d)) & (UINT64_C(0x0101010101010101) * ((0xffu << (d)) & 0xffu))) | \
                    (((x) >> (8 - (d))) & (UINT64_C(0x0101010101010101) * (0xffu >> (8 - (d))))))

static inline void xor512(uint64_t r[8], const uint64_t a[8], const uint64_t b[8])
{
    for (unsigned i = 0; i < 8; i++)
        r[i] = a[i] ^ b[i];
}

/* r = LPS(a ^ b) on planes. */
static void lpsx(uint64_t r[8], const uint64_t a[8], const uint64_t b[8])
{
    uint64_t x[8], y[8];
    for (unsigned i = 0; i < 8; i++)
        x[i] = a[i] ^ b[i];
    /* S: pi as a circuit of 730 gates (gg_bs_circuits.h); P: the byte
     * transpose is a bit transpose inside every plane */
#define S_OUT(b, v) y[b] = bit_transpose8(v)
    GG_BS_SBOX_pi(uint64_t, (uint64_t)0, x, S_OUT);
#undef S_OUT
    /* L: output plane p = xor of masked byte rotations of the planes */
    const uint64_t y0r1 = BROT(y[0], 1);
    const uint64_t y0r2 = BROT(y[0], 2);
    const uint64_t y0r3 = BROT(y[0], 3);
    const uint64_t y0r4 = BROT(y[0], 4);
    const uint64_t y0r5 = BROT(y[0], 5);
    const uint64_t y0r6 = BROT(y[0], 6);
    const uint64_t y0r7 = BROT(y[0], 7);
    const uint64_t y1r1 = BROT(y[1], 1);
    const uint64_t y1r2 = BROT(y[1], 2);
    const uint64_t y1r3 = BROT(y[1], 3);
    const uint64_t y1r4 = BROT(y[1], 4);
    const uint64_t y1r5 = BROT(y[1], 5);
    const uint64_t y1r6 = BROT(y[1], 6);
    const uint64_t y1r7 = BROT(y[1], 7);
    const uint64_t y2r1 = BROT(y[2], 1);
    const uint64_t y2r2 = BROT(y[2], 2);
    const uint64_t y2r3 = BROT(y[2], 3);
    const uint64_t y2r4 = BROT(y[2], 4);
    const uint64_t y2r5 = BROT(y[2], 5);
    const uint64_t y2r6 = BROT(y[2], 6);
    const uint64_t y2r7 = BROT(y[2], 7);
    const uint64_t y3r1 = BROT(y[3], 1);
    const uint64_t y3r2 = BROT(y[3], 2);
    const uint64_t y3r3 = BROT(y[3], 3);
    const uint64_t y3r4 = BROT(y[3], 4);
    const uint64_t y3r5 = BROT(y[3], 5);
    const uint64_t y3r6 = BROT(y[3], 6);
    const uint64_t y3r7 = BROT(y[3], 7);
    const uint64_t y4r1 = BROT(y[4], 1);
    const uint64_t y4r2 = BROT(y[4], 2);
    const uint64_t y4r3 = BROT(y[4], 3);
    const uint64_t y4r4 = BROT(y[4], 4);
    const uint64_t y4r5 = BROT(y[4], 5);
    const uint64_t y4r6 = BROT(y[4], 6);
    const uint64_t y4r7 = BROT(y[4], 7);
    const uint64_t y5r1 = BROT(y[5], 1);
    const uint64_t y5r2 = BROT(y[5], 2);
    const uint64_t y5r3 = BROT(y[5], 3);
    const uint64_t y5r4 = BROT(y[5], 4);
    const uint64_t y5r5 = BROT(y[5], 5);
    const uint64_t y5r6 = BROT(y[5], 6);
    const uint64_t y5r7 = BROT(y[5], 7);
    const uint64_t y6r1 = BROT(y[6], 1);
    const uint64_t y6r2 = BROT(y[6], 2);
    const uint64_t y6r3 = BROT(y[6], 3);
    const uint64_t y6r4 = BROT(y[6], 4);
    const uint64_t y6r5 = BROT(y[6], 5);
    const uint64_t y6r6 = BROT(y[6], 6);
    const uint64_t y6r7 = BROT(y[6], 7);
    const uint64_t y7r1 = BROT(y[7], 1);
    const uint64_t y7r2 = BROT(y[7], 2);
    const uint64_t y7r3 = BROT(y[7], 3);
    const uint64_t y7r4 = BROT(y[7], 4);
    const uint64_t y7r5 = BROT(y[7], 5);
    const uint64_t y7r6 = BROT(y[7], 6);
    const uint64_t y7r7 = BROT(y[7], 7);
    r[0] = (((((((lmask[0] & y[0]) ^ (lmask[1] & y0r1)) ^ ((lmask[2] & y0r2) ^ (lmask[3] & y0r3))) ^ (((lmask[4] & y0r4) ^ (lmask[5] & y0r5)) ^ ((lmask[6] & y0r6) ^ (lmask[7] & y0r7)))) ^ ((((lmask[8] & y[1]) ^ (lmask[9] & y1r1)) ^ ((lmask[10] & y1r2) ^ (lmask[11] & y1r3))) ^ (((lmask[12] & y1r4) ^ (lmask[13] & y1r5)) ^ ((lmask[14] & y1r6) ^ (lmask[15] & y1r7))))) ^ (((((lmask[16] & y[2]) ^ (lmask[17] & y2r1)) ^ ((lmask[18] & y2r2) ^ (lmask[19] & y2r3))) ^ (((lmask[20] & y2r4) ^ (lmask[21] & y2r5)) ^ ((lmask[22] & y2r7) ^ (lmask[23] & y[3])))) ^ ((((lmask[24] & y3r1) ^ (lmask[25] & y3r2)) ^ ((lmask[26] & y3r3) ^ (lmask[27] & y3r4))) ^ (((lmask[28] & y3r5) ^ (lmask[29] & y3r6)) ^ ((lmask[30] & y3r7) ^ (lmask[31] & y[4])))))) ^ ((((((lmask[32] & y4r1) ^ (lmask[33] & y4r2)) ^ ((lmask[34] & y4r3) ^ (lmask[35] & y4r4))) ^ (((lmask[36] & y4r5) ^ (lmask[37] & y4r6)) ^ ((lmask[38] & y4r7) ^ (lmask[39] & y[5])))) ^ ((((lmask[40] & y5r1) ^ (lmask[41] & y5r2)) ^ ((lmask[42] & y5r3) ^ (lmask[43] & y5r4))) ^ (((lmask[44] & y5r5) ^ (lmask[45] & y5r6)) ^ ((lmask[46] & y5r7) ^ (lmask[47] & y[6]))))) ^ (((((lmask[48] & y6r1) ^ (lmask[49] & y6r3)) ^ ((lmask[50] & y6r4) ^ (lmask[51] & y6r5))) ^ (((lmask[52] & y6r6) ^ (lmask[53] & y6r7)) ^ ((lmask[54] & y[7]) ^ (lmask[55] & y7r1)))) ^ ((((lmask[56] & y7r2) ^ (lmask[57] & y7r3)) ^ ((lmask[58] & y7r4) ^ (lmask[59] & y7r5))) ^ ((lmask[60] & y7r6) ^ (lmask[61] & y7r7))))));
    r[1] = (((((((lmask[62] & y[0]) ^ (lmask[63] & y0r1)) ^ ((lmask[64] & y0r2) ^ (lmask[65] & y0r3))) ^ (((lmask[66] & y0r4) ^ (lmask[67] & y0r5)) ^ ((lmask[68] & y0r6) ^ (lmask[69] & y0r7)))) ^ ((((lmask[70] & y[1]) ^ (lmask[71] & y1r1)) ^ ((lmask[72] & y1r2) ^ (lmask[73] & y1r3))) ^ (((lmask[74] & y1r4) ^ (lmask[75] & y1r5)) ^ ((lmask[76] & y1r6) ^ (lmask[77] & y1r7))))) ^ (((((lmask[78] & y[2]) ^ (lmask[79] & y2r1)) ^ ((lmask[80] & y2r2) ^ (lmask[81] & y2r3))) ^ (((lmask[82] & y2r4) ^ (lmask[83] & y2r5)) ^ ((lmask[84] & y2r6) ^ (lmask[85] & y2r7)))) ^ ((((lmask[86] & y[3]) ^ (lmask[87] & y3r1)) ^ ((lmask[88] & y3r2) ^ (lmask[89] & y3r3))) ^ (((lmask[90] & y3r4) ^ (lmask[91] & y3r5)) ^ ((lmask[92] & y3r7) ^ (lmask[93] & y[4])))))) ^ ((((((lmask[94] & y4r1) ^ (lmask[95] & y4r2)) ^ ((lmask[96] & y4r3) ^ (lmask[97] & y4r4))) ^ (((lmask[98] & y4r5) ^ (lmask[99] & y4r6)) ^ ((lmask[100] & y4r7) ^ (lmask[101] & y[5])))) ^ ((((lmask[102] & y5r1) ^ (lmask[103] & y5r2)) ^ ((lmask[104] & y5r3) ^ (lmask[105] & y5r4))) ^ (((lmask[106] & y5r5) ^ (lmask[107] & y5r6)) ^ ((lmask[108] & y5r7) ^ (lmask[109] & y[6]))))) ^ (((((lmask[110] & y6r1) ^ (lmask[111] & y6r2)) ^ ((lmask[112] & y6r3) ^ (lmask[113] & y6r4))) ^ (((lmask[114] & y6r5) ^ (lmask[115] & y6r6)) ^ ((lmask[116] & y6r7) ^ (lmask[117] & y[7])))) ^ ((((lmask[118] & y7r1) ^ (lmask[119] & y7r3)) ^ ((lmask[120] & y7r4) ^ (lmask[121] & y7r5))) ^ ((lmask[122] & y7r6) ^ (lmask[123] & y7r7))))));
    r[2] = (((((((lmask[124] & y[0]) ^ (lmask[125] & y0r1)) ^ ((lmask[126] & y0r2) ^ (lmask[127] & y0r3))) ^ (((lmask[128] & y0r4) ^ (lmask[129] & y0r5)) ^ ((lmask[130] & y0r6) ^ (lmask[131] & y0r7)))) ^ ((((lmask[132] & y[1]) ^ (lmask[133] & y1r1)) ^ ((lmask[134] & y1r2) ^ (lmask[135] & y1r3))) ^ (((lmask[136] & y1r4) ^ (lmask[137] & y1r5)) ^ ((lmask[138] & y1r6) ^ (lmask[139] & y1r7))))) ^ (((((lmask[140] & y[2]) ^ (lmask[141] & y2r1)) ^ ((lmask[142] & y2r2) ^ (lmask[143] & y2r3))) ^ (((lmask[144] & y2r4) ^ (lmask[145] & y2r5)) ^ ((lmask[146] & y2r6) ^ (lmask[147] & y2r7)))) ^ ((((lmask[148] & y[3]) ^ (lmask[149] & y3r1)) ^ ((lmask[150] & y3r2) ^ (lmask[151] & y3r3))) ^ (((lmask[152] & y3r4) ^ (lmask[153] & y3r5)) ^ ((lmask[154] & y3r6) ^ (lmask[155] & y3r7)))))) ^ ((((((lmask[156] & y[4]) ^ (lmask[157] & y4r1)) ^ ((lmask[158] & y4r2) ^ (lmask[159] & y4r3))) ^ (((lmask[160] & y4r4) ^ (lmask[161] & y4r5)) ^ ((lmask[162] & y4r6) ^ (lmask[163] & y4r7)))) ^ ((((lmask[164] & y[5]) ^ (lmask[165] & y5r1)) ^ ((lmask[166] & y5r2) ^ (lmask[167] & y5r3))) ^ (((lmask[168] & y5r4) ^ (lmask[169] & y5r5)) ^ ((lmask[170] & y5r6) ^ (lmask[171] & y5r7))))) ^ (((((lmask[172] & y[6]) ^ (lmask[173] & y6r1)) ^ ((lmask[174] & y6r2) ^ (lmask[175] & y6r3))) ^ (((lmask[176] & y6r4) ^ (lmask[177] & y6r5)) ^ ((lmask[178] & y6r6) ^ (lmask[179] & y6r7)))) ^ ((((lmask[180] & y[7]) ^ (lmask[181] & y7r2)) ^ ((lmask[182] & y7r3) ^ (lmask[183] & y7r4))) ^ (((lmask[184] & y7r5) ^ (lmask[185] & y7r6)) ^ (lmask[186] & y7r7))))));
    r[3] = (((((((lmask[187] & y[0]) ^ (lmask[188] & y0r1)) ^ ((lmask[189] & y0r2) ^ (lmask[190] & y0r3))) ^ (((lmask[191] & y0r4) ^ (lmask[192] & y0r5)) ^ ((lmask[193] & y0r6) ^ (lmask[194] & y0r7)))) ^ ((((lmask[195] & y[1]) ^ (lmask[196] & y1r1)) ^ ((lmask[197] & y1r2) ^ (lmask[198] & y1r3))) ^ (((lmask[199] & y1r4) ^ (lmask[200] & y1r5)) ^ ((lmask[201] & y1r6) ^ (lmask[202] & y1r7))))) ^ (((((lmask[203] & y[2]) ^ (lmask[204] & y2r1)) ^ ((lmask[205] & y2r2) ^ (lmask[206] & y2r3))) ^ (((lmask[207] & y2r4) ^ (lmask[208] & y2r5)) ^ ((lmask[209] & y2r6) ^ (lmask[210] & y2r7)))) ^ ((((lmask[211] & y[3]) ^ (lmask[212] & y3r1)) ^ ((lmask[213] & y3r2) ^ (lmask[214] & y3r3))) ^ (((lmask[215] & y3r4) ^ (lmask[216] & y3r5)) ^ ((lmask[217] & y3r6) ^ (lmask[218] & y3r7)))))) ^ ((((((lmask[219] & y[4]) ^ (lmask[220] & y4r1)) ^ ((lmask[221] & y4r2) ^ (lmask[222] & y4r3))) ^ (((lmask[223] & y4r4) ^ (lmask[224] & y4r5)) ^ ((lmask[225] & y4r6) ^ (lmask[226] & y4r7)))) ^ ((((lmask[227] & y[5]) ^ (lmask[228] & y5r1)) ^ ((lmask[229] & y5r2) ^ (lmask[230] & y5r3))) ^ (((lmask[231] & y5r4) ^ (lmask[232] & y5r5)) ^ ((lmask[233] & y5r6) ^ (lmask[234] & y5r7))))) ^ (((((lmask[235] & y[6]) ^ (lmask[236] & y6r1)) ^ ((lmask[237] & y6r2) ^ (lmask[238] & y6r3))) ^ (((lmask[239] & y6r4) ^ (lmask[240] & y6r5)) ^ ((lmask[241] & y6r6) ^ (lmask[242] & y6r7)))) ^ ((((lmask[243] & y[7]) ^ (lmask[244] & y7r1)) ^ ((lmask[245] & y7r2) ^ (lmask[246] & y7r3))) ^ (((lmask[247] & y7r4) ^ (lmask[248] & y7r5)) ^ ((lmask[249] & y7r6) ^ (lmask[250] & y7r7)))))));
    r[4] = (((((((lmask[251] & y[0]) ^ (lmask[252] & y0r1)) ^ ((lmask[253] & y0r2) ^ (lmask[254] & y0r3))) ^ (((lmask[255] & y0r4) ^ (lmask[256] & y0r5)) ^ ((lmask[257] & y0r6) ^ (lmask[258] & y0r7)))) ^ ((((lmask[259] & y[1]) ^ (lmask[260] & y1r1)) ^ ((lmask[261] & y1r2) ^ (lmask[262] & y1r3))) ^ (((lmask[263] & y1r4) ^ (lmask[264] & y1r5)) ^ ((lmask[265] & y1r6) ^ (lmask[266] & y1r7))))) ^ (((((lmask[267] & y[2]) ^ (lmask[268] & y2r1)) ^ ((lmask[269] & y2r3) ^ (lmask[270] & y2r4))) ^ (((lmask[271] & y2r5) ^ (lmask[272] & y2r6)) ^ ((lmask[273] & y2r7) ^ (lmask[274] & y[3])))) ^ ((((lmask[275] & y3r1) ^ (lmask[276] & y3r2)) ^ ((lmask[277] & y3r3) ^ (lmask[278] & y3r4))) ^ (((lmask[279] & y3r5) ^ (lmask[280] & y3r6)) ^ ((lmask[281] & y3r7) ^ (lmask[282] & y[4])))))) ^ ((((((lmask[283] & y4r1) ^ (lmask[284] & y4r2)) ^ ((lmask[285] & y4r3) ^ (lmask[286] & y4r4))) ^ (((lmask[287] & y4r5) ^ (lmask[288] & y4r6)) ^ ((lmask[289] & y4r7) ^ (lmask[290] & y[5])))) ^ ((((lmask[291] & y5r1) ^ (lmask[292] & y5r2)) ^ ((lmask[293] & y5r3) ^ (lmask[294] & y5r4))) ^ (((lmask[295] & y5r5) ^ (lmask[296] & y5r6)) ^ ((lmask[297] & y5r7) ^ (lmask[298] & y[6]))))) ^ (((((lmask[299] & y6r1) ^ (lmask[300] & y6r2)) ^ ((lmask[301] & y6r3) ^ (lmask[302] & y6r4))) ^ (((lmask[303] & y6r5) ^ (lmask[304] & y6r6)) ^ ((lmask[305] & y6r7) ^ (lmask[306] & y[7])))) ^ ((((lmask[307] & y7r1) ^ (lmask[308] & y7r2)) ^ ((lmask[309] & y7r3) ^ (lmask[310] & y7r4))) ^ (((lmask[311] & y7r5) ^ (lmask[312] & y7r6)) ^ (lmask[313] & y7r7))))));
    r[5] = (((((((lmask[314] & y[0]) ^ (lmask[315] & y0r1)) ^ ((lmask[316] & y0r2) ^ (lmask[317] & y0r3))) ^ (((lmask[318] & y0r4) ^ (lmask[319] & y0r5)) ^ ((lmask[320] & y0r6) ^ (lmask[321] & y0r7)))) ^ ((((lmask[322] & y[1]) ^ (lmask[323] & y1r1)) ^ ((lmask[324] & y1r2) ^ (lmask[325] & y1r3))) ^ (((lmask[326] & y1r4) ^ (lmask[327] & y1r5)) ^ ((lmask[328] & y1r6) ^ (lmask[329] & y1r7))))) ^ (((((lmask[330] & y[2]) ^ (lmask[331] & y2r1)) ^ ((lmask[332] & y2r2) ^ (lmask[333] & y2r3))) ^ (((lmask[334] & y2r4) ^ (lmask[335] & y2r5)) ^ ((lmask[336] & y2r6) ^ (lmask[337] & y2r7)))) ^ ((((lmask[338] & y[3]) ^ (lmask[339] & y3r1)) ^ ((lmask[340] & y3r3) ^ (lmask[341] & y3r4))) ^ (((lmask[342] & y3r5) ^ (lmask[343] & y3r6)) ^ ((lmask[344] & y3r7) ^ (lmask[345] & y[4])))))) ^ ((((((lmask[346] & y4r1) ^ (lmask[347] & y4r2)) ^ ((lmask[348] & y4r3) ^ (lmask[349] & y4r4))) ^ (((lmask[350] & y4r5) ^ (lmask[351] & y4r6)) ^ ((lmask[352] & y4r7) ^ (lmask[353] & y[5])))) ^ ((((lmask[354] & y5r1) ^ (lmask[355] & y5r2)) ^ ((lmask[356] & y5r3) ^ (lmask[357] & y5r4))) ^ (((lmask[358] & y5r5) ^ (lmask[359] & y5r6)) ^ ((lmask[360] & y5r7) ^ (lmask[361] & y[6]))))) ^ (((((lmask[362] & y6r1) ^ (lmask[363] & y6r2)) ^ ((lmask[364] & y6r3) ^ (lmask[365] & y6r4))) ^ (((lmask[366] & y6r5) ^ (lmask[367] & y6r6)) ^ ((lmask[368] & y6r7) ^ (lmask[369] & y[7])))) ^ ((((lmask[370] & y7r1) ^ (lmask[371] & y7r2)) ^ ((lmask[372] & y7r3) ^ (lmask[373] & y7r4))) ^ (((lmask[374] & y7r5) ^ (lmask[375] & y7r6)) ^ (lmask[376] & y7r7))))));
    r[6] = (((((((lmask[377] & y[0]) ^ (lmask[378] & y0r1)) ^ ((lmask[379] & y0r2) ^ (lmask[380] & y0r3))) ^ (((lmask[381] & y0r4) ^ (lmask[382] & y0r5)) ^ ((lmask[383] & y0r7) ^ (lmask[384] & y[1])))) ^ ((((lmask[385] & y1r1) ^ (lmask[386] & y1r2)) ^ ((lmask[387] & y1r3) ^ (lmask[388] & y1r4))) ^ (((lmask[389] & y1r5) ^ (lmask[390] & y1r6)) ^ ((lmask[391] & y1r7) ^ (lmask[392] & y[2]))))) ^ (((((lmask[393] & y2r1) ^ (lmask[394] & y2r2)) ^ ((lmask[395] & y2r3) ^ (lmask[396] & y2r4))) ^ (((lmask[397] & y2r5) ^ (lmask[398] & y2r6)) ^ ((lmask[399] & y2r7) ^ (lmask[400] & y[3])))) ^ ((((lmask[401] & y3r1) ^ (lmask[402] & y3r2)) ^ ((lmask[403] & y3r3) ^ (lmask[404] & y3r4))) ^ (((lmask[405] & y3r5) ^ (lmask[406] & y3r6)) ^ ((lmask[407] & y3r7) ^ (lmask[408] & y[4])))))) ^ ((((((lmask[409] & y4r1) ^ (lmask[410] & y4r3)) ^ ((lmask[411] & y4r4) ^ (lmask[412] & y4r5))) ^ (((lmask[413] & y4r6) ^ (lmask[414] & y4r7)) ^ ((lmask[415] & y[5]) ^ (lmask[416] & y5r1)))) ^ ((((lmask[417] & y5r2) ^ (lmask[418] & y5r3)) ^ ((lmask[419] & y5r4) ^ (lmask[420] & y5r5))) ^ (((lmask[421] & y5r6) ^ (lmask[422] & y5r7)) ^ ((lmask[423] & y[6]) ^ (lmask[424] & y6r1))))) ^ (((((lmask[425] & y6r2) ^ (lmask[426] & y6r3)) ^ ((lmask[427] & y6r4) ^ (lmask[428] & y6r5))) ^ (((lmask[429] & y6r6) ^ (lmask[430] & y6r7)) ^ ((lmask[431] & y[7]) ^ (lmask[432] & y7r1)))) ^ ((((lmask[433] & y7r2) ^ (lmask[434] & y7r3)) ^ ((lmask[435] & y7r4) ^ (lmask[436] & y7r5))) ^ ((lmask[437] & y7r6) ^ (lmask[438] & y7r7))))));
    r[7] = (((((((lmask[439] & y[0]) ^ (lmask[440] & y0r1)) ^ ((lmask[441] & y0r2) ^ (lmask[442] & y0r3))) ^ (((lmask[443] & y0r4) ^ (lmask[444] & y0r5)) ^ ((lmask[445] & y0r6) ^ (lmask[446] & y0r7)))) ^ ((((lmask[447] & y[1]) ^ (lmask[448] & y1r1)) ^ ((lmask[449] & y1r2) ^ (lmask[450] & y1r3))) ^ (((lmask[451] & y1r4) ^ (lmask[452] & y1r5)) ^ ((lmask[453] & y1r7) ^ (lmask[454] & y[2]))))) ^ (((((lmask[455] & y2r1) ^ (lmask[456] & y2r2)) ^ ((lmask[457] & y2r3) ^ (lmask[458] & y2r4))) ^ (((lmask[459] & y2r5) ^ (lmask[460] & y2r6)) ^ ((lmask[461] & y2r7) ^ (lmask[462] & y[3])))) ^ ((((lmask[463] & y3r1) ^ (lmask[464] & y3r2)) ^ ((lmask[465] & y3r3) ^ (lmask[466] & y3r4))) ^ (((lmask[467] & y3r5) ^ (lmask[468] & y3r6)) ^ ((lmask[469] & y3r7) ^ (lmask[470] & y[4])))))) ^ ((((((lmask[471] & y4r1) ^ (lmask[472] & y4r2)) ^ ((lmask[473] & y4r3) ^ (lmask[474] & y4r4))) ^ (((lmask[475] & y4r5) ^ (lmask[476] & y4r6)) ^ ((lmask[477] & y4r7) ^ (lmask[478] & y[5])))) ^ ((((lmask[479] & y5r1) ^ (lmask[480] & y5r3)) ^ ((lmask[481] & y5r4) ^ (lmask[482] & y5r5))) ^ (((lmask[483] & y5r6) ^ (lmask[484] & y5r7)) ^ ((lmask[485] & y[6]) ^ (lmask[486] & y6r1))))) ^ (((((lmask[487] & y6r2) ^ (lmask[488] & y6r3)) ^ ((lmask[489] & y6r4) ^ (lmask[490] & y6r5))) ^ (((lmask[491] & y6r6) ^ (lmask[492] & y6r7)) ^ ((lmask[493] & y[7]) ^ (lmask[494] & y7r1)))) ^ ((((lmask[495] & y7r2) ^ (lmask[496] & y7r3)) ^ ((lmask[497] & y7r4) ^ (lmask[498] & y7r5))) ^ ((lmask[499] & y7r6) ^ (lmask[500] & y7r7))))));
}

/* 64 bytes (byte 0 least significant) <-> planes. */
static inline void to_planes(uint64_t p[8], const uint8_t *b)
{
    for (unsigned w = 0; w < 8; w++)
        p[w] = bit_transpose8(gg_load_le64(b + 8 * w));
    byte_transpose8(p);
}

static inline void from_planes(uint8_t *b, const uint64_t p[8])
{
    uint64_t w[8];
    for (unsigned i = 0; i < 8; i++)
        w[i] = p[i];
    byte_transpose8(w);
    for (unsigned i = 0; i < 8; i++)
        gg_store_le64(b + 8 * i, bit_transpose8(w[i]));
}

static void wipe(void *p, size_t n)
{
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--)
        *v++ = 0;
}

void gg_bitsliced_streebog_g(uint8_t hb[64], const uint8_t Nb[64], const uint8_t mb[64])
{
    uint64_t h[8], N[8], m[8];
    uint64_t t0[8], t1[8];
    to_planes(h, hb);
    to_planes(N, Nb);
    to_planes(m, mb);
    lpsx(t0, h, N);
    lpsx(t1, t0, m);
    lpsx(t0, t0, C_consts[0]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[1]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[2]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[3]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[4]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[5]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[6]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[7]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[8]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[9]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[10]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[11]);
    xor512(t1, t0, t1);
    xor512(t1, t1, h);
    xor512(t1, t1, m);
    from_planes(hb, t1);
    wipe(m, sizeof m);
    wipe(t0, sizeof t0);
    wipe(t1, sizeof t1);
}

void gg_bitsliced_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                                  const uint8_t *const m[])
{
    for (size_t i = 0; i < n; i++)
        gg_bitsliced_streebog_g(h[i], N[i], m[i]);
}
