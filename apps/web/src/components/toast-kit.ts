// The UI kit's toast, in a chunk of its own: components/toast.tsx loads it on the first toast.
export { Toast } from 'antd-mobile';
