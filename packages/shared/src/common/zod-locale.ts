import { z } from 'zod';

// Rules without a message of their own still answer in Chinese (zod's defaults are English).
z.config(z.locales.zhCN());
